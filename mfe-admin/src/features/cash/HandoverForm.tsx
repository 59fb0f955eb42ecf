import { Alert, Button } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatRupees, newIdempotencyKey, rupeesToPaise, type CashHandover, type RiderCashDay } from '@kirana/shared';
import { HANDOVER_MAX_PAISE } from '@kirana/shared/extended';
import { NumberBox } from '../../components/number-box/NumberBox';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';
import { useRecordHandoverMutation } from './cashApi';

const rupees = (paise: number) => formatRupees(paise / 100);

/** What a recorded hand-over says about the difference: short, over, or none. */
function differenceSentence(t: ReturnType<typeof useT>, handover: CashHandover): string {
  const amount = rupees(Math.abs(handover.differencePaise));
  return handover.differencePaise < 0 ? t('short by {amount}', { amount }) : t('over by {amount}', { amount });
}

/**
 * "Record hand-over": the cash the rider gave the store, in rupees (sent as paise). An amount that
 * differs from what they still hold is asked about first, and recorded as it is, flagged.
 */
export function HandoverForm({ day, date }: { day: RiderCashDay; date: string }) {
  const t = useT();
  const id = `kn-adm-handover-${day.rider._id}`;
  const [value, setValue] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [answer, setAnswer] = useState<CashHandover | null>(null);
  const [record, recording] = useRecordHandoverMutation();
  // One key per hand-over meant: a retry of the same one is recorded once; a new one after success gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const expected = day.outstandingPaise;

  const send = async (amountPaise: number) => {
    setConfirming(null);
    const result = await record({ riderId: day.rider._id, amountPaise, date, idempotencyKey });
    if ('data' in result && result.data) {
      setIdempotencyKey(newIdempotencyKey());
      setAnswer(result.data);
      setValue(null);
      if (!result.data.isMismatch)
        toast.success(t('{amount} from {name} recorded', { amount: rupees(amountPaise), name: day.rider.name }));
    } else toast.error(errorMessage(result.error));
  };

  const submit = () => {
    const amountPaise = value === null ? Number.NaN : rupeesToPaise(value);
    const refused =
      !Number.isInteger(amountPaise) || amountPaise < 0 || amountPaise > HANDOVER_MAX_PAISE
        ? t('Enter the rupees handed over, from 0 to {max}', { max: rupees(HANDOVER_MAX_PAISE) })
        : null;
    setProblem(refused);
    if (refused || recording.isLoading) return;
    if (amountPaise !== expected) setConfirming(amountPaise);
    else void send(amountPaise);
  };

  return (
    <div className="kn-adm-cash-handover-wrap">
      {answer?.isMismatch && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="kn-adm-form-alert"
          title={t('Mismatch recorded')}
          description={t('{amount} handed over against {expected} collected: {difference}.', {
            amount: rupees(answer.amountPaise),
            expected: rupees(answer.expectedPaise),
            difference: differenceSentence(t, answer),
          })}
        />
      )}
      {confirming !== null ? (
        <Alert
          type="warning"
          showIcon
          title={t('{amount} is not what {name} holds ({expected})', {
            amount: rupees(confirming),
            name: day.rider.name,
            expected: rupees(expected),
          })}
          description={t('It will be recorded as it is and flagged as a mismatch.')}
          action={
            <div className="kn-adm-cash-handover">
              <Button danger type="primary" onClick={() => void send(confirming)}>
                {t('Record the mismatch')}
              </Button>
              <Button onClick={() => setConfirming(null)}>{t('Change the amount')}</Button>
            </div>
          }
        />
      ) : (
        <form
          className="kn-adm-cash-handover"
          aria-label={t('Record hand-over from {name}', { name: day.rider.name })}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="kn-adm-cash-handover__amount">
            <label htmlFor={id}>{t('Cash handed over (₹)')}</label>
            <NumberBox
              id={id}
              inputMode="decimal"
              value={value}
              placeholder={String(expected / 100)}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(next) => {
                setValue(next);
                setProblem(null);
              }}
            />
            {problem && (
              <span id={`${id}-problem`} role="alert" className="kn-adm-cash-handover__problem">
                {problem}
              </span>
            )}
          </div>
          <Button htmlType="submit" type="primary" loading={recording.isLoading}>
            {t('Record hand-over')}
          </Button>
        </form>
      )}
    </div>
  );
}
