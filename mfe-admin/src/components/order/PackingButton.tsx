import { Button } from 'antd';
import type { Order } from '@kirana/shared';
import { nextPackingChange, PACKING_CHANGE_LABELS } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { useChangePackingMutation } from '../../lib/adminOrdersApi';
import { useT } from '../../i18n';

const DONE: Record<'startPacking' | 'packed', string> = {
  startPacking: 'Order #{number}: packing started. The customer sees it.',
  packed: 'Order #{number} is packed: a rider can pick it up.',
};

/**
 * The order's next packing step (the stages are shared's `orderStages`): Start packing on a new
 * order, Packed while it is being packed, nothing once packed, out, delivered or cancelled.
 */
export function PackingButton({ order }: { order: Order }) {
  const t = useT();
  const [changePacking, { isLoading }] = useChangePackingMutation();
  const change = nextPackingChange(order.stage);
  if (!change) return null;
  return (
    <Button
      type={change === 'packed' ? 'primary' : 'default'}
      loading={isLoading}
      onClick={() =>
        void attempt(
          () => changePacking({ id: order._id, change }).unwrap(),
          (answer) => t(DONE[change], { number: answer.orderNumber }),
        )
      }
    >
      {t(PACKING_CHANGE_LABELS[change])}
    </Button>
  );
}
