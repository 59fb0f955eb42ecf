import { Alert, Button, Radio } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatRupees, type Reader, SWIPE_SUCCESS_MS, type Order, useLocale } from '@kirana/shared';
import {
  cancelledByFailedPayment,
  DELIVERY_ACTION_LABELS,
  type DeliveryAction,
  nextDeliveryAction,
  refundSentence,
  SwipeToConfirm,
} from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { type DoorPayment, useCheckRefundMutation } from './orderActionsApi';
import { useDeliveryActions } from './useDeliveryActions';
import { type SwipeDone, undoOffer, UndoSwipe } from './UndoSwipe';
import { useT } from '../../i18n';

/**
 * The slider for what this order needs next (R35): 'Mark as Delivered', 'Mark as Paid &
 * Delivered ', 'Mark as Paid', or none once both are done. While a change is saved, and for the
 * 1.5 s success state after it, the slider stays as it was swiped even though the order has moved on.
 * For 10 s after a swipe lands, Undo puts the order back.
 */
export function DeliveryActionPanel({ order }: { order: Order }) {
  const [undoable, setUndoable] = useState<SwipeDone | null>(null);
  const gone = useCallback(() => setUndoable(null), []);
  return (
    <>
      {undoable && !order.isCancelled && <UndoSwipe orderId={order._id} done={undoable} onGone={gone} />}
      <NextAction order={order} onDone={(action) => setUndoable(undoOffer(action))} />
    </>
  );
}

function NextAction({ order, onDone }: { order: Order; onDone: (action: DeliveryAction) => void }) {
  const t = useT();
  const run = useDeliveryActions(order._id);
  const [held, setHeld] = useState<{ action: DeliveryAction; done: boolean } | null>(null);
  const [paidWith, setPaidWith] = useState<DoorPayment>('CASH');

  useEffect(() => {
    if (!held?.done) return;
    const timer = setTimeout(() => setHeld(null), SWIPE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [held]);

  if (order.isCancelled) return <CancelledNotice order={order} />;
  const action = held?.action ?? nextDeliveryAction(order);
  if (!action)
    return (
      <Alert
        type="success"
        showIcon
        title={t('Delivered and paid')}
        description={t('Nothing more to do for this order.')}
      />
    );

  const confirm = async () => {
    setHeld({ action, done: false });
    try {
      await run(action, paidWith);
      setHeld({ action, done: true });
      onDone(action);
    } catch (error) {
      setHeld(null);
      throw error;
    }
  };
  const paying = action !== 'deliver';
  return (
    <div className="kn-adm-detail-action">
      {paying && (
        <div className="kn-adm-detail-paid-with">
          <span id={`kn-adm-paid-with-${order._id}`} className="kn-adm-muted">
            {t('Paid with')}
          </span>
          <Radio.Group
            aria-labelledby={`kn-adm-paid-with-${order._id}`}
            optionType="button"
            buttonStyle="solid"
            value={paidWith}
            disabled={held !== null}
            onChange={(event) => setPaidWith(event.target.value as DoorPayment)}
            options={[
              { label: t('Cash'), value: 'CASH' },
              { label: 'UPI', value: 'UPI' },
            ]}
          />
        </div>
      )}
      <SwipeToConfirm label={t(DELIVERY_ACTION_LABELS[action])} onConfirm={confirm} />
    </div>
  );
}

/** What is owed back: the PhonePe refund and where it stands, or (v1 stores) the refund to pay by hand. */
export function refundNote(order: Order, reader: Reader): string {
  const { say: t, locale } = reader;
  const refund = refundSentence(order, reader);
  if (refund && order.refund?.state === 'requested') return ` ${t('{refund} from PhonePe.', { refund })}`;
  if (refund && order.refund?.state === 'failed')
    return ` ${t('{refund}: PhonePe could not pay it back, so refund {amount} to the customer yourself.', {
      refund,
      amount: formatRupees(order.refund.amount, { locale }),
    })}`;
  if (refund) return ` ${t('{refund} to the customer.', { refund })}`;
  return order.refundDue
    ? ` ${t('Refund {amount} to the customer.', { amount: formatRupees(order.refundDue, { locale }) })}`
    : '';
}

/**
 * Why it was cancelled: PhonePe's failure, or the store's reason; and the refund, with a check while PhonePe
 * has not confirmed it.
 */
function CancelledNotice({ order }: { order: Order }) {
  const t = useT();
  const [checkRefund, { isLoading }] = useCheckRefundMutation();
  const paymentFailed = cancelledByFailedPayment(order);
  const locale = useLocale();
  const description = paymentFailed
    ? t('Its payment failed, so there is nothing to deliver or collect.')
    : `${order.cancelReason ? `${t('Reason: {reason}.', { reason: t(order.cancelReason) })} ` : ''}${t(
        'Its items went back in stock.',
      )}${refundNote(order, { say: t, locale })}`;
  const check =
    order.refund?.state === 'requested' ? (
      <Button
        size="small"
        loading={isLoading}
        onClick={() => void attempt(() => checkRefund(order._id).unwrap(), t('Refund status checked with PhonePe'))}
      >
        {t('Check refund')}
      </Button>
    ) : undefined;
  return (
    <Alert
      type="warning"
      showIcon
      title={paymentFailed ? t('This order was cancelled') : t('The store cancelled this order')}
      description={description}
      action={check}
    />
  );
}
