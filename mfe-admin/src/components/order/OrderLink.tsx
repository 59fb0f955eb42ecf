import type { ComponentProps } from 'react';
import { Link, useLocation } from '@kirana/shared';

/** What an order page's Back returns to: the page (with its filters) the order was opened from. */
export interface OrderBackState {
  back: string;
}

/** A link to an order that remembers where it was opened from, so Back keeps the queue's filters. */
export function OrderLink({
  orderId,
  ...link
}: Omit<ComponentProps<typeof Link>, 'to' | 'state'> & { orderId: string }) {
  const { pathname, search } = useLocation();
  const state: OrderBackState = { back: `${pathname}${search}` };
  return <Link {...link} to={`/order/${orderId}`} state={state} />;
}

/** Where Back goes from an order page, and what to call it: where it was opened from, else the dashboard. */
export function backFrom(state: unknown): { to: string; label: string } {
  const back = (state as Partial<OrderBackState> | null)?.back;
  if (typeof back !== 'string' || !back.startsWith('/') || back.startsWith('//'))
    return { to: '/', label: 'Back to the dashboard' };
  const [path = back] = back.split('?');
  if (path === '/orders') return { to: back, label: 'Back to the orders' };
  if (path.startsWith('/customers/')) return { to: back, label: 'Back to the customer' };
  return { to: back, label: path === '/' ? 'Back to the dashboard' : 'Back' };
}
