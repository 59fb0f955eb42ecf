import type { RouteObject } from '@kirana/shared';
import { PageTitle, titled } from '@kirana/shared/extended';
import { CartPage } from './features/cart/CartPage';
import { OrderStatusPage } from './features/checkout/OrderStatusPage';
import { PaymentPage } from './features/checkout/PaymentPage';

export const routes: RouteObject[] = [
  { path: 'cart', element: titled(<PageTitle page="My Cart" />, <CartPage />) },
  { path: 'payment', element: titled(<PageTitle page="Payment" />, <PaymentPage />) },
  { path: 'orderstatus', element: titled(<PageTitle page="Order" />, <OrderStatusPage />) },
];
