import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { formatRupees, SWIPE_SUCCESS_MS, type Order } from '@kirana/shared';
import { cancelledByFailedPayment, DELIVERY_ACTION_LABELS, type DeliveryAction, nextDeliveryAction } from '@kirana/shared/extended';
import { SwipeToConfirm } from './SwipeToConfirm';
import { useDeliveryActions } from './useDeliveryActions';

/**
 * The slider for what this order needs next (spec §2): 'Mark as Delivered', 'Mark as Paid &
 * Delivered ', 'Mark as Paid', or none once both are done. While a change is saved, and for the
 * 1.5 s success state after it, the slider stays as it was swiped even though the order has moved on.
 */
export function DeliveryActionPanel({ order }: { order: Order }) {
  const run = useDeliveryActions(order._id);
  const [held, setHeld] = useState<{ action: DeliveryAction; done: boolean } | null>(null);

  useEffect(() => {
    if (!held?.done) return;
    const timer = setTimeout(() => setHeld(null), SWIPE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [held]);

  if (order.isCancelled) return <CancelledNotice order={order} />;
  const action = held?.action ?? nextDeliveryAction(order);
  if (!action) return <Alert type="success" showIcon title="Delivered and paid" description="Nothing more to do for this order." />;

  const confirm = async () => {
    setHeld({ action, done: false });
    try {
      await run(action);
      setHeld({ action, done: true });
    } catch (error) {
      setHeld(null);
      throw error;
    }
  };
  return (
    <div className="kn-adm-detail-action">
      <SwipeToConfirm label={DELIVERY_ACTION_LABELS[action]} onConfirm={confirm} />
    </div>
  );
}

/** Why it was cancelled: PhonePe's failure, or the store's reason; and the refund still owed. */
function CancelledNotice({ order }: { order: Order }) {
  const paymentFailed = cancelledByFailedPayment(order);
  const description = paymentFailed
    ? 'Its payment failed, so there is nothing to deliver or collect.'
    : `${order.cancelReason ? `Reason: ${order.cancelReason}. ` : ''}Its items went back in stock.${order.refundDue ? ` Refund ${formatRupees(order.refundDue)} to the customer.` : ''}`;
  return <Alert type="warning" showIcon title={paymentFailed ? 'This order was cancelled' : 'The store cancelled this order'} description={description} />;
}
