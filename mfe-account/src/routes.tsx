import type { RouteObject } from '@kirana/shared';
import { AccountPage } from './features/account/AccountPage';
import { AddressesPage } from './features/addresses/AddressesPage';
import { OrderDetailPage } from './features/order/OrderDetailPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { SupportPage } from './features/support/SupportPage';

/** The customer's own pages (the shell lets only a signed-in customer reach them). */
export const routes: RouteObject[] = [
  { path: 'account', element: <AccountPage /> },
  { path: 'account/orders', element: <OrdersPage /> },
  { path: 'order/:id', element: <OrderDetailPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'address', element: <AddressesPage /> },
  { path: 'support', element: <SupportPage /> },
];
