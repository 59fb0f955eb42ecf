import type { RouteObject } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <section style={{ padding: '2rem 0' }}>
      <h1>{title}</h1>
      <p>This screen is being built (admin issue).</p>
    </section>
  );
}

export const routes: RouteObject[] = [
  { index: true, element: <Placeholder title="Dashboard" /> },
  ...['orders', 'products', 'order/:id', 'customers', 'customers/:id', 'customer', 'deliverylocation', 'reports', 'account'].map((path) => ({
    path,
    element: <Placeholder title={path} />,
  })),
];
