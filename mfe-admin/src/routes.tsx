import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { CenteredSpinner, type RouteObject } from '@kirana/shared';
import { AdminLayout } from './app/AdminLayout';
import { type AdminPageName, PageTitle } from './lib/PageTitle';
import { useT } from './i18n';

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
const TeamPage = screen(() => import('./features/team/TeamPage'), 'TeamPage');
const CashPage = screen(() => import('./features/cash/CashPage'), 'CashPage');
const ReportsPage = screen(() => import('./features/reports/ReportsPage'), 'ReportsPage');
const AccountPage = screen(() => import('./features/account/AccountPage'), 'AccountPage');
const NotFoundPage = screen(() => import('./features/not-found/NotFoundPage'), 'NotFoundPage');

/** While a screen's chunk loads: the spinner, named in the admin's language. */
function Opening() {
  const t = useT();
  return <CenteredSpinner label={t('Opening')} />;
}

const page = (Screen: LazyExoticComponent<ComponentType>, name: AdminPageName) => (
  <>
    <PageTitle page={name} />
    <Suspense fallback={<Opening />}>
      <Screen />
    </Suspense>
  </>
);

/** The admin route set, relative to the root of the shell's router. */
export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: page(DashboardPage, 'Dashboard') },
      { path: 'orders', element: page(OrdersPage, 'Orders') },
      { path: 'order/:id', element: page(OrderDetailPage, 'Order') },
      { path: 'products', element: page(ProductsPage, 'Products') },
      { path: 'customers', element: page(CustomersPage, 'Customers') },
      { path: 'customers/:id', element: page(CustomerPage, 'Customer') },
      { path: 'customer', element: page(FindCustomerPage, 'Find customer') },
      { path: 'dues', element: page(DuesPage, 'Dues') },
      { path: 'deliverylocation', element: page(DeliveryLocationsPage, 'Delivery locations') },
      { path: 'team', element: page(TeamPage, 'Team') },
      { path: 'cash', element: page(CashPage, 'Cash') },
      { path: 'reports', element: page(ReportsPage, 'Reports') },
      { path: 'account', element: page(AccountPage, 'Account') },
      { path: '*', element: page(NotFoundPage, 'Page not found') },
    ],
  },
];
