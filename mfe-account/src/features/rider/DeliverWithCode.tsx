import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage, type RiderOrder } from '@kirana/shared';
import { HANDOFF_CODE_LENGTH, HANDOFF_MAX_TRIES, SwipeToConfirm } from '@kirana/shared/extended';
import { useDeliverOrderMutation } from './riderApi';
import type { Hold } from './useHeldOrders';
import { useT } from '../../i18n';

/**
 * Delivered, with the code the customer reads out from their order page: four digits, then the
 * swipe. A wrong code is the API's refusal (with the tries left) and the code box empties; the
 * fifth wrong one flags the order for the store (the card then says so).
 */
export function DeliverWithCode({ order, hold }: { order: RiderOrder; hold: Hold }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deliver] = useDeliverOrderMutation();
  const ready = code.length === HANDOFF_CODE_LENGTH;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(event.target.value.replace(/\D/g, '').slice(0, HANDOFF_CODE_LENGTH));
    setProblem(null);
  };
  const confirm = async () => {
    hold.hold(order);
    try {
      await deliver({ id: order._id, code }).unwrap();
      hold.release(order._id, true);
    } catch (error) {
      hold.release(order._id, false);
      setProblem(errorMessage(error));
      setCode('');
      throw error;
    }
  };

  const triesUsed = order.handoffTriesLeft < HANDOFF_MAX_TRIES;
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
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        aria-invalid={problem ? true : undefined}
      />
      <p id={hintId} className="kn-rider-card__hint">
        {triesUsed
          ? t('Ask the customer: it is on their order page. {count, plural, one {# try} other {# tries}} left.', {
              count: order.handoffTriesLeft,
            })
          : t('Ask the customer: it is on their order page.')}
      </p>
      {problem && (
        <p id={problemId} className="kn-rider-code__problem" role="alert">
          {problem}
        </p>
      )}
      <SwipeToConfirm label={t('Delivered')} disabled={!ready} onConfirm={confirm} />
    </div>
  );
}
