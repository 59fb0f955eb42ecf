import { useCallback } from 'react';
import { type DeliveryAction, ORDER_TOASTS, relayOrderUpdated } from '@kirana/shared/extended';
import { attempt } from '../../app/attempt';
import { type DoorPayment, useMarkDeliveredMutation, useMarkPaidMutation } from './orderActionsApi';

/**
 * Spec §4's admin changes to one order. Deliver: the deliver call, then `orderUpdated` relayed
 * for the returned order, the order read again (the mutation invalidates it) and 'Order marked as
 * delivered'. Paid & delivered: deliver, then pay. Paid: 'Payment successful and order updated!'.
 * Paying records how the customer paid at the door (`paidWith`, cash unless UPI).
 * A failure toasts the server's message (else the error's) and rejects, so the slider springs back.
 */
export function useDeliveryActions(orderId: string): (action: DeliveryAction, paidWith?: DoorPayment) => Promise<void> {
  const [markDelivered] = useMarkDeliveredMutation();
  const [markPaid] = useMarkPaidMutation();
  return useCallback(
    async (action: DeliveryAction, paidWith: DoorPayment = 'CASH') => {
      const deliver = () =>
        attempt(async () => {
          const order = await markDelivered(orderId).unwrap();
          relayOrderUpdated(order._id);
        }, ORDER_TOASTS.delivered);
      const pay = () =>
        attempt(async () => {
          const order = await markPaid({ id: orderId, method: paidWith }).unwrap();
          relayOrderUpdated(order._id);
        }, ORDER_TOASTS.paid);
      const saved = action === 'pay' ? await pay() : (await deliver()) && (action === 'deliver' || (await pay()));
      if (!saved) throw new Error('The order was not changed');
    },
    [markDelivered, markPaid, orderId],
  );
}
