import { errorMessage, errorStatus } from '@kirana/shared';
import { isObjectId } from '../domain/objectId';
import type { Order } from '../schemas/types';
import { useGetOrderQuery } from '../store/ordersApi';
import { useLiveOrders } from './useLiveOrders';

/** Why an order can't be shown, with a Retry unless the order does not exist. */
export interface LiveOrderProblem {
  message: string;
  retry: { run: () => void; busy: boolean } | null;
}

/** What an order page can show: a spinner, the order, or a problem. */
export type LiveOrderView =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | ({ status: 'problem' } & LiveOrderProblem);

/**
 * One order kept live while its page is open (the customer's and the admin's). It is read afresh
 * whenever the page opens, since between pages no socket listens and a cached copy may have
 * missed a change; `orderUpdated` replaces it in place; a failed re-read keeps the order on screen.
 */
export function useLiveOrder(id: string): LiveOrderView {
  const valid = isObjectId(id);
  const {
    data: order,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetOrderQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  useLiveOrders();
  if (!valid) return { status: 'problem', message: 'Order not found', retry: null };
  if (isLoading) return { status: 'loading' };
  if (order) return { status: 'ready', order };
  const missing = errorStatus(error) === 404;
  return {
    status: 'problem',
    message: errorMessage(error),
    retry: missing ? null : { run: () => void refetch(), busy: isFetching },
  };
}
