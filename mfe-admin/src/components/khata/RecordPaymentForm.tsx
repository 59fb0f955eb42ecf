import { Alert, Button, Radio } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatRupees, newIdempotencyKey, rupeesToPaise, useLocale } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { khataAmountProblem, type KhataPaymentMethod } from '@kirana/shared/extended';
import { NumberBox } from '../number-box/NumberBox';
import { useRecordKhataPaymentMutation } from '../../lib/khataApi';
import { useT } from '../../i18n';

/**
 * Record payment: what the customer handed over, in rupees, cash or UPI. The amount is checked
 * with the server's own rule before it is sent; the server settles the oldest owed orders.
 */
export function RecordPaymentForm({ customerId, suggestedPaise }: { customerId: string; suggestedPaise: number }) {
  const [rupees, setRupees] = useState<number | null>(null);
  const t = useT();
  const locale = useLocale();
  const [method, setMethod] = useState<KhataPaymentMethod>('CASH');
  const [problem, setProblem] = useState<string | null>(null);
  const [record, recording] = useRecordKhataPaymentMutation();
  // One key per payment, kept until it is recorded: pressing again after a lost answer cannot record it twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const save = async () => {
    const amountPaise = rupees === null ? Number.NaN : rupeesToPaise(rupees);
    const refused = khataAmountProblem(amountPaise, { say: t, locale });
    setProblem(refused);
    if (refused || recording.isLoading) return;
    const result = await record({ customerId, amountPaise, method, idempotencyKey });
    // Recorded, or the key already recorded another payment (the form says so): the next payment is a new one.
    if (
      ('data' in result && result.data) ||
      ('error' in result && (result.error as { status?: unknown }).status === 422)
    )
      setIdempotencyKey(newIdempotencyKey());
    if ('data' in result && result.data) {
      const settled = result.data.settledOrders.length;
      toast.success(
        t('{amount} recorded', { amount: formatRupees(amountPaise / 100) }) +
          (settled > 0 ? t(': {count, plural, one {# order} other {# orders}} settled', { count: settled }) : '') +
          (result.data.creditPaise > 0
            ? t(', {amount} kept as credit', { amount: formatRupees(result.data.creditPaise / 100) })
            : ''),
      );
      setRupees(null);
    }
  };

  return (
    <form
      className="kn-adm-khata-pay"
      aria-label={t('Record payment')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {recording.error && (
        <Alert
          type="error"
          showIcon
          className="kn-adm-form-alert"
          title={t('Couldn’t record this payment')}
          description={errorMessage(recording.error)}
        />
      )}
      <div className="kn-adm-khata-pay__amount">
        <label htmlFor="kn-adm-khata-amount">{t('Amount received (₹)')}</label>
        <NumberBox
          id="kn-adm-khata-amount"
          inputMode="decimal"
          value={rupees}
          placeholder={suggestedPaise > 0 ? String(suggestedPaise / 100) : undefined}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'kn-adm-khata-problem' : undefined}
          onChange={(value) => {
            setRupees(value);
            setProblem(null);
          }}
        />
      </div>
      <Radio.Group
        value={method}
        onChange={(event) => setMethod(event.target.value as KhataPaymentMethod)}
        aria-label={t('Paid with')}
        optionType="button"
      >
        <Radio value="CASH">{t('Cash')}</Radio>
        <Radio value="UPI">UPI</Radio>
      </Radio.Group>
      <Button type="primary" htmlType="submit" loading={recording.isLoading}>
        {t('Record payment')}
      </Button>
      {problem && (
        <p id="kn-adm-khata-problem" role="alert" className="kn-adm-khata-pay__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
