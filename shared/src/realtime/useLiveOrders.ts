import { useCallback } from 'react';
import { api, useAppDispatch } from '@kirana/shared';
import { applyOrderUpdate } from '../store/ordersApi';
import type { Order } from '../schemas/types';
import { useOrderUpdates } from './orderUpdates';

/**
 * Keeps cached orders live while mounted: each `orderUpdated` patches the cached order and every
 * cached list page that holds it (`applyOrderUpdate`: a page is read again only when the change
 * cannot be applied to it); after a reconnect every order query refetches, so nothing missed stays stale.
 * `onOrder` lets a screen react too (the admin's new-order cue), and `onReconnect` look for what
 * it missed while the socket was away.
 */
export function useLiveOrders(onOrder?: (order: Order) => void, onReconnect?: () => void): void {
  const dispatch = useAppDispatch();
  const handle = useCallback(
    (order: Order) => {
      dispatch(applyOrderUpdate(order));
      onOrder?.(order);
    },
    [dispatch, onOrder],
  );
  useOrderUpdates(handle, () => {
    dispatch(api.util.invalidateTags(['Order']));
    onReconnect?.();
  });
}
