import type { ReactNode } from 'react';
import type { RouteObject } from '@kirana/shared';
import { PageTitle } from './components/page-title/PageTitle';
import { CartPage } from './features/cart/CartPage';
import { OrderStatusPage } from './features/checkout/OrderStatusPage';
import { PaymentPage } from './features/checkout/PaymentPage';

const titled = (page: Parameters<typeof PageTitle>[0]['page'], content: ReactNode) => (
  <>
    <PageTitle page={page} />
    {content}
  </>
);

export const routes: RouteObject[] = [
  { path: 'cart', element: titled('My Cart', <CartPage />) },
  { path: 'payment', element: titled('Payment', <PaymentPage />) },
  { path: 'orderstatus', element: titled('Order', <OrderStatusPage />) },
];
