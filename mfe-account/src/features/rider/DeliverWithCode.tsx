import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage, errorStatus, type RiderOrder } from '@kirana/shared';
import { HANDOFF_CODE_LENGTH, HANDOFF_MAX_TRIES, SwipeToConfirm } from '@kirana/shared/extended';
import { useDeliverOrderMutation } from './riderApi';
import type { Hold } from './useHeldOrders';
import { useT } from '../../i18n';

/**
 * Delivered, with the code the customer reads out from their order page: four digits, then the
 * swipe. A wrong code is the API's refusal and the code box empties; the tries left are said in one
 * place, under the box (the API's own sentence repeats them, so the card says the refusal in its
 * own words). The fifth wrong one flags the order for the store (the card then says so).
 */
export function DeliverWithCode({ order, hold }: { order: RiderOrder; hold: Hold }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const triesId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // What the last refusal said is left: the run read again says the same, a moment later.
  const [refusedTriesLeft, setRefusedTriesLeft] = useState<number>(HANDOFF_MAX_TRIES);
  const [deliver] = useDeliverOrderMutation();
  const ready = code.length === HANDOFF_CODE_LENGTH;
  const triesLeft = Math.min(order.handoffTriesLeft, refusedTriesLeft);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(event.target.value.replace(/\D/g, '').slice(0, HANDOFF_CODE_LENGTH));
    setProblem(null);
  };
  const confirm = async () => {
    hold.hold(order);
    try {
      hold.release(order._id, await deliver({ id: order._id, code }).unwrap());
    } catch (error) {
      hold.release(order._id, null);
      const wrong = wrongCodeTriesLeft(error);
      if (wrong === null) setProblem(errorMessage(error));
      else {
        setProblem(t('That code is not right. Ask the customer again.'));
        setRefusedTriesLeft(wrong);
      }
      setCode('');
      throw error;
    }
  };

  const describedBy = [problem && problemId, hintId, triesId].filter(Boolean).join(' ');
  return (
    <div className="kn-rider-card__step">
      <label className="kn-rider-code__label" htmlFor={inputId}>
        {t('Customer’s 4-digit code')}
      </label>
      <input
        id={inputId}
        className="kn-rider-code__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={HANDOFF_CODE_LENGTH}
        value={code}
        onChange={onChange}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
      />
      <p id={hintId} className="kn-rider-card__hint">
        {t('Ask the customer: it is on their order page.')}
      </p>
      {problem && (
        <p id={problemId} className="kn-rider-code__problem" role="alert">
          {problem}
        </p>
      )}
      {/* A live line: a refusal's new count is heard as well as seen. */}
      <p id={triesId} className="kn-rider-code__tries" aria-live="polite">
        {triesLeft > 0 && triesLeft < HANDOFF_MAX_TRIES
          ? t('{count, plural, one {# try left} other {# tries left}}', { count: triesLeft })
          : ''}
      </p>
      <SwipeToConfirm label={t('Delivered')} disabled={!ready} onConfirm={confirm} />
    </div>
  );
}

/** A wrong code's refusal (400, not flagged): the tries the API says are left; null for any other failure. */
function wrongCodeTriesLeft(error: unknown): number | null {
  if (errorStatus(error) !== 400) return null;
  const triesLeft = (error as { data?: { triesLeft?: unknown } }).data?.triesLeft;
  return typeof triesLeft === 'number' ? triesLeft : null;
}
