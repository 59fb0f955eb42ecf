import { deliveryCountdown, deliveryCountdownText, isOpenOrder, type Order } from '@kirana/shared';
import { useNow } from './useNow';

type Tone = 'done' | 'open' | 'warn' | 'bad';

/** Where the goods are: delivered, on the way, or cancelled. */
export function deliveryState(order: Order): { label: string; tone: Tone } {
  if (order.isCancelled) return { label: 'Cancelled', tone: 'bad' };
  if (order.isDelivered) return { label: 'Delivered', tone: 'done' };
  return { label: 'On the way', tone: 'open' };
}

/** Where the money is: paid, to be paid at the door, waiting for PhonePe, or failed. */
export function paymentState(order: Order): { label: string; tone: Tone } {
  if (order.isPaid) return { label: 'Paid', tone: 'done' };
  if (order.paymentStatus === 'FAILED') return { label: 'Payment failed', tone: 'bad' };
  if (order.paymentStatus === 'PENDING') return { label: 'Payment pending', tone: 'warn' };
  return { label: order.isDelivered ? 'Cash due' : 'Pay on delivery', tone: 'warn' };
}

export function Badge({ label, tone }: { label: string; tone: Tone }) {
  return <span className={`kn-acc-badge kn-acc-badge--${tone}`}>{label}</span>;
}

/** The delivery and payment badges an order carries in lists and on its page. */
export function OrderBadges({ order }: { order: Order }) {
  return (
    <span className="kn-acc-badges">
      <Badge {...deliveryState(order)} />
      <Badge {...paymentState(order)} />
    </span>
  );
}

/** "Arriving in ~12 min" for an open order, live; nothing once it is delivered or cancelled. */
export function DeliveryCountdown({ order, className }: { order: Order; className?: string }) {
  const open = isOpenOrder(order);
  const now = useNow(15_000, open);
  if (!open) return null;
  const countdown = deliveryCountdown(order.createdAt, now);
  return <span className={`kn-acc-countdown kn-acc-countdown--${countdown.state} ${className ?? ''}`}>{deliveryCountdownText(countdown)}</span>;
}
