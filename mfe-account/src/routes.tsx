import type { RouteObject } from '@kirana/shared';
import { PageTitle, titled } from '@kirana/shared/extended';
import { AccountPage } from './features/account/AccountPage';
import { AddressesPage } from './features/addresses/AddressesPage';
import { OrderDetailPage } from './features/order/OrderDetailPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { RiderPage } from './features/rider/RiderPage';
import { SupportPage } from './features/support/SupportPage';

/** The customer's own pages, and a rider's (the shell lets only a signed-in user reach them). */
export const routes: RouteObject[] = [
  { path: 'account', element: titled(<PageTitle page="My account" />, <AccountPage />) },
  { path: 'account/orders', element: titled(<PageTitle page="My orders" />, <OrdersPage />) },
  { path: 'order/:id', element: titled(<PageTitle page="Order details" />, <OrderDetailPage />) },
  { path: 'profile', element: titled(<PageTitle page="Profile" />, <ProfilePage />) },
  { path: 'address', element: titled(<PageTitle page="My addresses" />, <AddressesPage />) },
  { path: 'support', element: titled(<PageTitle page="Support" />, <SupportPage />) },
  { path: 'rider', element: titled(<PageTitle page="My run" />, <RiderPage tab="run" />) },
  { path: 'rider/unassigned', element: titled(<PageTitle page="Unassigned orders" />, <RiderPage tab="unassigned" />) },
];
