import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import type { Order } from '@kirana/shared';
import { nextPackingChange, PACKING_CHANGE_LABELS } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { useChangePackingMutation } from '../../lib/adminOrdersApi';
import { useT } from '../../i18n';

type PackingChange = NonNullable<ReturnType<typeof nextPackingChange>>;

const DONE: Record<PackingChange, string> = {
  startPacking: 'Order #{number}: packing started. The customer sees it.',
  packed: 'Order #{number} is packed: a rider can pick it up.',
};

/**
 * The order's next packing step (the stages are shared's `orderStages`): Start packing on a new
 * order, Packed while it is being packed, nothing once packed, out, delivered or cancelled.
 *
 * Each step is a button of its own, so Packed never inherits Start packing's spinner on its way out:
 * antd ends a loading icon with a CSS transition, and one that never ends (the tab was hidden while it
 * ran) left the icon's "loading" in Packed's accessible name for good. The keyboard's place is kept:
 * when the step pressed gives way to the next, the next one takes the focus.
 */
export function PackingButton({ order }: { order: Order }) {
  const change = nextPackingChange(order.stage);
  const pressed = useRef<PackingChange | null>(null);
  if (!change) return null;
  const focusOnArrival = pressed.current !== null && pressed.current !== change;
  return (
    <PackingStepButton
      key={change}
      order={order}
      change={change}
      focusOnArrival={focusOnArrival}
      onPress={() => {
        pressed.current = document.activeElement instanceof HTMLButtonElement ? change : null;
      }}
    />
  );
}

function PackingStepButton({
  order,
  change,
  focusOnArrival,
  onPress,
}: {
  order: Order;
  change: PackingChange;
  focusOnArrival: boolean;
  onPress(): void;
}) {
  const t = useT();
  const [changePacking, { isLoading }] = useChangePackingMutation();
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, as the step before it gave way
  useEffect(() => {
    if (focusOnArrival && document.activeElement === document.body) button.current?.focus();
  }, []);
  return (
    <Button
      ref={button}
      type={change === 'packed' ? 'primary' : 'default'}
      loading={isLoading}
      onClick={() => {
        onPress();
        void attempt(
          () => changePacking({ id: order._id, change }).unwrap(),
          (answer) => t(DONE[change], { number: answer.orderNumber }),
        );
      }}
    >
      {t(PACKING_CHANGE_LABELS[change])}
    </Button>
  );
}
