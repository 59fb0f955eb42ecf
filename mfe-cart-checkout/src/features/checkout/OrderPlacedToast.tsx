import { DELIVERY_PROMISE_MINUTES, type Order } from '@kirana/shared';
import { HandoffCodeSentence } from '@kirana/shared/extended';
import { useT } from '../../i18n';

/**
 * The toast once a cash order is placed: the promise (R19), then the delivery code the customer
 * tells the rider at the door (R67; their order page shows it too).
 */
export function OrderPlacedToast({ order }: { order: Pick<Order, 'isDelivered' | 'isCancelled' | 'handoffCode'> }) {
  const t = useT();
  return (
    // One run of text: the toast lays out its children side by side.
    <span>
      {t('Order placed! It will reach you in {min}–{max} minutes.', DELIVERY_PROMISE_MINUTES)}{' '}
      <HandoffCodeSentence order={order} />
    </span>
  );
}
