import type { RouteObject } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <section style={{ padding: '2rem 0' }}>
      <h1>{title}</h1>
      <p>This screen is being built (account issue).</p>
    </section>
  );
}

export const routes: RouteObject[] = [
  { path: 'account', element: <Placeholder title="My account" /> },
  { path: 'account/orders', element: <Placeholder title="My orders" /> },
  { path: 'profile', element: <Placeholder title="Profile" /> },
  { path: 'support', element: <Placeholder title="Support" /> },
  { path: 'address', element: <Placeholder title="My addresses" /> },
  { path: 'order/:id', element: <Placeholder title="Order details" /> },
];
