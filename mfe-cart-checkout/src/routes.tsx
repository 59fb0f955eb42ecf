import type { RouteObject } from '@kirana/shared';
import { CartPage } from './features/cart/CartPage';
import { OrderStatusPage } from './features/checkout/OrderStatusPage';
import { PaymentPage } from './features/checkout/PaymentPage';

export const routes: RouteObject[] = [
  { path: 'cart', element: <CartPage /> },
  { path: 'payment', element: <PaymentPage /> },
  { path: 'orderstatus', element: <OrderStatusPage /> },
];
