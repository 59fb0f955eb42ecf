import { activeLocale, formatRupees, formatTime, PAYMENT_METHOD_LABELS, type Order } from '@kirana/shared';
import { cancelledByFailedPayment, refundSentence } from '@kirana/shared/extended';
import { DeliveryCountdown } from '../../components/order/OrderBadges';
import { t } from '../../i18n';

interface Step {
  label: string;
  detail?: string;
  state: 'done' | 'current' | 'todo' | 'failed';
}

/** What the payment step says, by method and status. */
function paymentStep(order: Order): Step {
  if (order.isPaid) {
    const label = t(
      order.paymentMethod === 'PHONEPE' ? 'Paid with PhonePe' : order.paidWith === 'UPI' ? 'Paid by UPI' : 'Paid',
    );
    return { label, state: 'done', ...(order.paidAt ? { detail: formatTime(order.paidAt) } : {}) };
  }
  if (order.paymentStatus === 'PENDING')
    return { label: t('Payment pending'), detail: t('Waiting for PhonePe to confirm'), state: 'current' };
  return {
    label: t('Pay on delivery'),
    detail: t('{amount} in cash or UPI at the door', { amount: formatRupees(order.totalPrice) }),
    state: order.isDelivered ? 'current' : 'todo',
  };
}

/** What the customer should know about a PhonePe refund in each state. */
const REFUND_TAILS: Record<NonNullable<Order['refund']>['state'], string> = {
  requested: ': PhonePe returns it to the account you paid from.',
  refunded: ' to the account you paid from.',
  failed: '. The store will refund you another way; please contact us.',
};

/** Why the order was cancelled, in words for the customer, with the refund owed to them. */
export function cancelledDetail(order: Order): string {
  if (cancelledByFailedPayment(order)) return t('The PhonePe payment did not go through. Nothing was charged.');
  const reason = order.cancelReason
    ? t('The store cancelled it: {reason}.', { reason: t(order.cancelReason) })
    : t('The store cancelled it.');
  const refund = refundSentence(order, { say: t, locale: activeLocale() });
  if (refund && order.refund) return `${reason} ${refund}${t(REFUND_TAILS[order.refund.state])}`;
  return order.refundDue
    ? `${reason} ${t('Your {amount} will be refunded.', { amount: formatRupees(order.refundDue) })}`
    : reason;
}

/** Placed → paid → delivered, each ticked as it happens; a cancelled order ends in red. */
export function orderSteps(order: Order): Step[] {
  const placed: Step = { label: t('Order placed'), detail: formatTime(order.createdAt), state: 'done' };
  if (order.isCancelled) return [placed, { label: t('Cancelled'), detail: cancelledDetail(order), state: 'failed' }];
  const delivered: Step = order.isDelivered
    ? { label: t('Delivered'), state: 'done', ...(order.deliveredAt ? { detail: formatTime(order.deliveredAt) } : {}) }
    : {
        label: t('Delivered'),
        detail: t('On its way to your door'),
        state: order.paymentStatus === 'PENDING' ? 'todo' : 'current',
      };
  return [placed, paymentStep(order), delivered];
}

/** The headline a customer glances at: delivered, cancelled, or on the way. */
export function orderHeadline(order: Order): string {
  if (order.isCancelled) return t('Order cancelled');
  if (order.isDelivered)
    return order.deliveredAt ? t('Delivered at {time}', { time: formatTime(order.deliveredAt) }) : t('Delivered');
  return t('On the way');
}

/**
 * The live status card. The headline sits in a status region, so a screen reader hears
 * "Delivered at …" when the store marks it; the countdown beside it ticks silently.
 */
export function OrderProgress({ order }: { order: Order }) {
  const steps = orderSteps(order);
  return (
    <section className="kn-acc-card kn-acc-progress" aria-labelledby="kn-acc-progress-title">
      <div className="kn-acc-progress__head">
        <div role="status">
          <h2 id="kn-acc-progress-title" className="kn-acc-progress__title">
            {orderHeadline(order)}
          </h2>
        </div>
        <DeliveryCountdown order={order} />
      </div>
      <ol className="kn-acc-steps">
        {steps.map((step) => (
          <li key={step.label} className={`kn-acc-step kn-acc-step--${step.state}`}>
            <span className="kn-acc-step__dot" aria-hidden="true">
              {step.state === 'done' ? '✓' : step.state === 'failed' ? '✕' : ''}
            </span>
            <span className="kn-acc-step__text">
              <span className="kn-acc-step__label">
                {step.label}
                <span className="kn-acc-visually-hidden">
                  {step.state === 'done'
                    ? ` (${t('done')})`
                    : step.state === 'current'
                      ? ` (${t('in progress')})`
                      : step.state === 'failed'
                        ? ''
                        : ` (${t('not yet')})`}
                </span>
              </span>
              {step.detail && <span className="kn-acc-step__detail">{step.detail}</span>}
            </span>
          </li>
        ))}
      </ol>
      <p className="kn-acc-progress__method">
        {t('Payment:')} <strong>{t(PAYMENT_METHOD_LABELS[order.paymentMethod])}</strong>
      </p>
    </section>
  );
}
