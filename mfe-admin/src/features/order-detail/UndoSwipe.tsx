import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { type DeliveryAction, ORDER_TOASTS, UNDO_SECONDS, useNow } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { useUndoDeliveredAndPaidMutation, useUndoDeliveredMutation, useUndoPaidMutation } from './orderActionsApi';

const DONE: Record<DeliveryAction, string> = {
  deliver: 'Marked as delivered.',
  deliverAndPay: 'Marked as paid and delivered.',
  pay: 'Marked as paid.',
};

export interface SwipeDone {
  action: DeliveryAction;
  /** When the Undo offer ends (ms). */
  until: number;
}

/**
 * For 10 s after a swipe lands: what it did and **Undo**, which puts the order back as it was in
 * one request (Paid & Delivered: both marks, or neither); the server tells the customer's page.
 * Gone when the time is up.
 */
export function UndoSwipe({ orderId, done, onGone }: { orderId: string; done: SwipeDone; onGone: () => void }) {
  const now = useNow(250);
  const [undoDelivered] = useUndoDeliveredMutation();
  const [undoPaid] = useUndoPaidMutation();
  const [undoBoth] = useUndoDeliveredAndPaidMutation();
  const [busy, setBusy] = useState(false);
  const left = Math.ceil((done.until - now) / 1000);
  const over = left <= 0 && !busy;
  useEffect(() => {
    if (over) onGone();
  }, [over, onGone]);
  if (over) return null;
  const undo = async () => {
    setBusy(true);
    const undoMarks = { deliver: undoDelivered, pay: undoPaid, deliverAndPay: undoBoth }[done.action];
    const undone = await attempt(() => undoMarks(orderId).unwrap(), ORDER_TOASTS.undone);
    setBusy(false);
    if (undone) onGone();
  };
  return (
    <Alert
      className="kn-adm-undo"
      type="info"
      showIcon
      title={DONE[done.action]}
      action={
        // Named by its words ("Undo (6 seconds left)"), which start with what it shows (WCAG 2.5.3);
        // the short "· 6 s" is for the eye only.
        <Button size="small" loading={busy} onClick={() => void undo()}>
          Undo <span aria-hidden="true">· {Math.max(left, 0)} s</span>
          <span className="kn-ui-visually-hidden">({Math.max(left, 0)} seconds left)</span>
        </Button>
      }
    />
  );
}

export const undoOffer = (action: DeliveryAction, at: number = Date.now()): SwipeDone => ({
  action,
  until: at + UNDO_SECONDS * 1000,
});
