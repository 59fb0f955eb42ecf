import type { RouteObject } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <section style={{ padding: '2rem 0' }}>
      <h1>{title}</h1>
      <p>This screen is being built (cart and checkout issue).</p>
    </section>
  );
}

export const routes: RouteObject[] = [
  { path: 'cart', element: <Placeholder title="Your cart" /> },
  { path: 'payment', element: <Placeholder title="Payment" /> },
  { path: 'orderstatus', element: <Placeholder title="Order status" /> },
];
