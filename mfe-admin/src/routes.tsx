import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { CenteredSpinner, type RouteObject } from '@kirana/shared';
import { AdminLayout } from './app/AdminLayout';

/**
 * Each admin screen is its own chunk, fetched when the admin first opens it: the dashboard does
 * not wait for the product editor or the report charts.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = screen(() => import('./features/dashboard/DashboardPage'), 'DashboardPage');
const OrdersPage = screen(() => import('./features/orders/OrdersPage'), 'OrdersPage');
const OrderDetailPage = screen(() => import('./features/order-detail/OrderDetailPage'), 'OrderDetailPage');
const ProductsPage = screen(() => import('./features/products/ProductsPage'), 'ProductsPage');
const CustomersPage = screen(() => import('./features/customers/CustomersPage'), 'CustomersPage');
const CustomerPage = screen(() => import('./features/customers/CustomerPage'), 'CustomerPage');
const DuesPage = screen(() => import('./features/khata/DuesPage'), 'DuesPage');
const FindCustomerPage = screen(() => import('./features/customers/FindCustomerPage'), 'FindCustomerPage');
const DeliveryLocationsPage = screen(
  () => import('./features/delivery-locations/DeliveryLocationsPage'),
  'DeliveryLocationsPage',
);
const ReportsPage = screen(() => import('./features/reports/ReportsPage'), 'ReportsPage');
const AccountPage = screen(() => import('./features/account/AccountPage'), 'AccountPage');
const NotFoundPage = screen(() => import('./features/not-found/NotFoundPage'), 'NotFoundPage');

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<CenteredSpinner label="Opening" />}>
    <Screen />
  </Suspense>
);

/** The admin route set (spec §2), relative to the root of the shell's router. */
export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: page(DashboardPage) },
      { path: 'orders', element: page(OrdersPage) },
      { path: 'order/:id', element: page(OrderDetailPage) },
      { path: 'products', element: page(ProductsPage) },
      { path: 'customers', element: page(CustomersPage) },
      { path: 'customers/:id', element: page(CustomerPage) },
      { path: 'customer', element: page(FindCustomerPage) },
      { path: 'dues', element: page(DuesPage) },
      { path: 'deliverylocation', element: page(DeliveryLocationsPage) },
      { path: 'reports', element: page(ReportsPage) },
      { path: 'account', element: page(AccountPage) },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
];
