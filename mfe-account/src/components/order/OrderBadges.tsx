import type { Order } from '@kirana/shared';
import {
  deliveryCountdown,
  deliveryState,
  isOpenOrder,
  paymentState,
  useNow,
  type OrderStatusLabel,
} from '@kirana/shared/extended';
import './orderBadges.css';
import { useT } from '../../i18n';

export function Badge({ label, tone }: OrderStatusLabel) {
  const t = useT();
  return <span className={`kn-acc-badge kn-acc-badge--${tone}`}>{t(label)}</span>;
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
  const t = useT();
  const open = isOpenOrder(order);
  const now = useNow(15_000, open);
  if (!open) return null;
  const countdown = deliveryCountdown(order.createdAt, now);
  return (
    <span className={`kn-acc-countdown kn-acc-countdown--${countdown.state} ${className ?? ''}`}>
      {countdown.state === 'late'
        ? t('Running late — the store knows')
        : t('Arriving in ~{minutes} min', { minutes: countdown.minutesLeft })}
    </span>
  );
}
