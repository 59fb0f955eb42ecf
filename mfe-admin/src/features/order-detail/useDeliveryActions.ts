import { useCallback } from 'react';
import { type DeliveryAction, ORDER_TOASTS } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import {
  type DoorPayment,
  useMarkDeliveredAndPaidMutation,
  useMarkDeliveredMutation,
  useMarkPaidMutation,
} from './orderActionsApi';

/**
 * The admin's changes to one order at the door, each one request. Deliver: 'Order marked as
 * delivered'. Paid & delivered: both marks in one request (R46), then 'Payment successful and order
 * updated!'. Paid: that same toast. Paying records how the customer paid at the door (`paidWith`,
 * cash unless UPI). The server tells the customer's page and the other admins after it commits; the
 * page sends nothing. A failure toasts the server's message (else the error's) and rejects, so the
 * slider springs back.
 */
export function useDeliveryActions(orderId: string): (action: DeliveryAction, paidWith?: DoorPayment) => Promise<void> {
  const [markDelivered] = useMarkDeliveredMutation();
  const [markPaid] = useMarkPaidMutation();
  const [markDeliveredAndPaid] = useMarkDeliveredAndPaidMutation();
  return useCallback(
    async (action: DeliveryAction, paidWith: DoorPayment = 'CASH') => {
      const saved =
        action === 'deliver'
          ? await attempt(() => markDelivered(orderId).unwrap(), ORDER_TOASTS.delivered)
          : action === 'pay'
            ? await attempt(() => markPaid({ id: orderId, method: paidWith }).unwrap(), ORDER_TOASTS.paid)
            : await attempt(() => markDeliveredAndPaid({ id: orderId, method: paidWith }).unwrap(), ORDER_TOASTS.paid);
      if (!saved) throw new Error('The order was not changed');
    },
    [markDelivered, markPaid, markDeliveredAndPaid, orderId],
  );
}
