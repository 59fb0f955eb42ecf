import { activeLocale, formatRupees, formatTime, PAYMENT_METHOD_LABELS, type Order } from '@kirana/shared';
import { cancelledByFailedPayment, customerStepIndex, refundSentence, riderFirstName } from '@kirana/shared/extended';
import { DeliveryCountdown } from '../../components/order/OrderBadges';
import { t } from '../../i18n';

interface Step {
  label: string;
  detail?: string;
  state: 'done' | 'current' | 'todo' | 'failed';
  /** The rider on their way, with a Call button. */
  rider?: { firstName: string; phoneNumber: string };
}

/** What the customer should know about a PhonePe refund in each state. */
const REFUND_TAILS: Record<NonNullable<Order['refund']>['state'], string> = {
  requested: ': it usually reaches the account you paid from in 3–5 working days.',
  refunded: ' to the account you paid from.',
  failed: '. The store will refund you another way; please contact us.',
};

/**
 * What the payment step says, by method and status; with the refund of what the shop did not have when it
 * packed (a line short at packing on a paid order).
 */
function paymentStep(order: Order): Step {
  if (order.isPaid) {
    const label = t(
      order.paymentMethod === 'PHONEPE' ? 'Paid with PhonePe' : order.paidWith === 'UPI' ? 'Paid by UPI' : 'Paid',
    );
    const refund = refundSentence(order, { say: t, locale: activeLocale() });
    if (refund && order.refund)
      return { label, state: 'done', detail: `${refund}${t(REFUND_TAILS[order.refund.state])}` };
    return { label, state: 'done', ...(order.paidAt ? { detail: formatTime(order.paidAt) } : {}) };
  }
  if (order.paymentStatus === 'PENDING')
    return { label: t('Payment pending'), detail: t('Waiting for PhonePe to confirm'), state: 'current' };
  return {
    label: t('Pay on delivery'),
    detail: t('{amount} in cash or UPI at the door', { amount: formatRupees(order.amountDue) }),
    state: order.isDelivered ? 'current' : 'todo',
  };
}

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

const at = (time: string | null | undefined) => (time ? { detail: formatTime(time) } : {});

/**
 * Placed → packing → out for delivery → delivered, each ticked with its time as it happens (the
 * stages are shared's `CUSTOMER_STEPS`), with the payment where it happened: after Placed when paid
 * online or ahead, after Delivered when paid (or to be paid) at the door. A cancelled order ends in red.
 */
export function orderSteps(order: Order): Step[] {
  const placed: Step = { label: t('Order placed'), detail: formatTime(order.createdAt), state: 'done' };
  if (order.stage === 'cancelled')
    return [placed, { label: t('Cancelled'), detail: cancelledDetail(order), state: 'failed' }];
  const reached = customerStepIndex(order.stage);
  // A step is done once reached; the one under way (packing, out for delivery) is marked current where it is built.
  const stateOf = (index: number): Step['state'] => (reached >= index ? 'done' : 'todo');
  const packing: Step =
    order.stage === 'packed' || (reached > 1 && order.packedAt)
      ? { label: t('Packed'), state: 'done', ...at(order.packedAt) }
      : order.stage === 'packing'
        ? { label: t('Packing'), state: 'current', ...at(order.packingAt) }
        : { label: t('Packing'), state: stateOf(1), ...at(order.packedAt ?? order.packingAt) };
  const rider = order.rider?.phoneNumber
    ? { firstName: riderFirstName(order.rider.name), phoneNumber: order.rider.phoneNumber }
    : undefined;
  const outForDelivery: Step = {
    label: t('Out for delivery'),
    state: order.stage === 'out_for_delivery' ? 'current' : stateOf(2),
    ...at(order.pickedUpAt),
    ...(order.stage === 'out_for_delivery' && rider ? { rider } : {}),
  };
  const delivered: Step = { label: t('Delivered'), state: stateOf(3), ...at(order.deliveredAt) };
  const payment = paymentStep(order);
  return paidBeforeDelivery(order)
    ? [placed, payment, packing, outForDelivery, delivered]
    : [placed, packing, outForDelivery, delivered, payment];
}

/**
 * Whether the payment step reads before the delivery steps: paid online, or paid before it was
 * delivered. Money taken at the door (or still to be) comes after Delivered, in the order it happened.
 */
function paidBeforeDelivery(order: Order): boolean {
  if (order.paymentMethod === 'PHONEPE') return true;
  if (!order.isPaid || !order.paidAt) return false;
  return !order.deliveredAt || order.paidAt < order.deliveredAt;
}

/** The headline a customer glances at: the stage, in words (never "on the way" before a rider has it). */
export function orderHeadline(order: Order): string {
  switch (order.stage) {
    case 'cancelled':
      return t('Order cancelled');
    case 'delivered':
      return order.deliveredAt ? t('Delivered at {time}', { time: formatTime(order.deliveredAt) }) : t('Delivered');
    case 'out_for_delivery':
      return order.rider?.name
        ? t('{name} is on the way', { name: riderFirstName(order.rider.name) })
        : t('Out for delivery');
    case 'packed':
      return t('Packed: waiting for a rider');
    case 'packing':
      return t('Packing your order');
    default:
      return t('Order placed');
  }
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
              {step.rider && (
                <span className="kn-acc-step__rider">
                  {t('{name} is bringing your order', { name: step.rider.firstName })}{' '}
                  <a
                    className="kn-ui-button kn-ui-button--ghost kn-acc-step__call"
                    href={`tel:+91${step.rider.phoneNumber}`}
                  >
                    {t('Call {name}', { name: step.rider.firstName })}
                  </a>
                </span>
              )}
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
