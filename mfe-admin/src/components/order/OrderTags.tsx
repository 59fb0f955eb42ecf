import { Tag } from 'antd';
import { formatTime, type Order } from '@kirana/shared';
import { deliveryState, orderAge, type OrderAgeState, paymentState, type StatusTone } from '@kirana/shared/extended';
import './order.css';
import { useT } from '../../i18n';

const AGE: Record<OrderAgeState, { color: string; word: string }> = {
  'on-time': { color: 'green', word: 'on time' },
  due: { color: 'gold', word: 'due' },
  late: { color: 'red', word: 'late' },
};
const TONE_COLOR: Record<StatusTone, string> = { done: 'green', open: 'blue', warn: 'gold', bad: 'red' };

/**
 * How long an open order has been waiting against the 30–35 minute promise ("12 min · on time",
 * "32 min · due", "41 min · late"); a closed order says when it was delivered, or that it was cancelled.
 */
export function OrderAgeTag({ order, now }: { order: Order; now: number }) {
  const t = useT();
  if (order.isCancelled) return <Tag color="default">{t('Cancelled')}</Tag>;
  if (order.isDelivered)
    return (
      <Tag color="green">
        {t('Delivered')}
        {order.deliveredAt ? ` ${formatTime(order.deliveredAt)}` : ''}
      </Tag>
    );
  const age = orderAge(order.createdAt, now);
  const { color, word } = AGE[age.state];
  return (
    <Tag color={color} className={`kn-adm-age kn-adm-age--${age.state}`}>
      {t('{minutes} min', { minutes: age.minutes })} · {t(word)}
    </Tag>
  );
}

/** Where the goods and the money are: 'On the way' / 'Delivered', 'Cash due' / 'Paid' … */
export function OrderStateTags({ order }: { order: Order }) {
  const t = useT();
  const delivery = deliveryState(order);
  const payment = paymentState(order);
  return (
    <span className="kn-adm-state-tags">
      <Tag color={TONE_COLOR[delivery.tone]}>{t(delivery.label)}</Tag>
      <Tag color={TONE_COLOR[payment.tone]}>{t(payment.label)}</Tag>
    </span>
  );
}
