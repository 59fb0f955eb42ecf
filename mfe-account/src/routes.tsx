import type { ReactNode } from 'react';
import type { RouteObject } from '@kirana/shared';
import { PageTitle } from './components/page-title/PageTitle';
import { AccountPage } from './features/account/AccountPage';
import { AddressesPage } from './features/addresses/AddressesPage';
import { OrderDetailPage } from './features/order/OrderDetailPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { SupportPage } from './features/support/SupportPage';

const titled = (page: Parameters<typeof PageTitle>[0]['page'], content: ReactNode) => (
  <>
    <PageTitle page={page} />
    {content}
  </>
);

/** The customer's own pages (the shell lets only a signed-in customer reach them). */
export const routes: RouteObject[] = [
  { path: 'account', element: titled('My account', <AccountPage />) },
  { path: 'account/orders', element: titled('My orders', <OrdersPage />) },
  { path: 'order/:id', element: titled('Order details', <OrderDetailPage />) },
  { path: 'profile', element: titled('Profile', <ProfilePage />) },
  { path: 'address', element: titled('My addresses', <AddressesPage />) },
  { path: 'support', element: titled('Support', <SupportPage />) },
];
