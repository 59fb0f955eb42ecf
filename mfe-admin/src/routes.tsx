import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from './app/AdminLayout';
import { DeliveryLocationsPage } from './features/delivery-locations/DeliveryLocationsPage';

function Placeholder({ title }: { title: string }) {
  return (
    <section>
      <h1 className="kn-adm-page-title">{title}</h1>
      <p className="kn-adm-page-hint">This screen is being built (admin issue).</p>
    </section>
  );
}

/** The admin route set (spec §2), relative to the root of the shell's router. */
export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <Placeholder title="Dashboard" /> },
      { path: 'orders', element: <Placeholder title="Orders" /> },
      { path: 'order/:id', element: <Placeholder title="Order" /> },
      { path: 'products', element: <Placeholder title="Products" /> },
      { path: 'customers', element: <Placeholder title="Customers" /> },
      { path: 'customers/:id', element: <Placeholder title="Customer" /> },
      { path: 'customer', element: <Placeholder title="Find a customer" /> },
      { path: 'deliverylocation', element: <DeliveryLocationsPage /> },
      { path: 'reports', element: <Placeholder title="Reports" /> },
      { path: 'account', element: <Placeholder title="Account" /> },
      { path: '*', element: <Placeholder title="Not found" /> },
    ],
  },
];
