import { Button, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime, formatRupees, type CashHandover } from '@kirana/shared';
import { HANDOVER_VOID_REASON_LENGTH } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { useT } from '../../i18n';
import { useVoidHandoverMutation } from './cashApi';

const rupees = (paise: number) => formatRupees(paise / 100);

/** One hand-over: how much, when and by whom; flagged when it did not match; struck through once voided, with why. */
function HandoverRow({ handover, riderName }: { handover: CashHandover; riderName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [voidHandover, voiding] = useVoidHandoverMutation();
  const trimmed = reason.trim();
  const tooShort = trimmed.length < HANDOVER_VOID_REASON_LENGTH.min;
  const confirm = async () => {
    if (tooShort) return;
    const done = await attempt(
      () => voidHandover({ id: handover._id, reason: trimmed }).unwrap(),
      t('Hand-over of {amount} from {name} voided. Its cash is theirs to hand over again.', {
        amount: rupees(handover.amountPaise),
        name: riderName,
      }),
    );
    if (done) setOpen(false);
  };
  return (
    <li className={`kn-adm-cash-handovers__row${handover.voided ? ' kn-adm-cash-handovers__row--voided' : ''}`}>
      <span className="kn-adm-cash-handovers__amount">
        {handover.voided ? <s>{rupees(handover.amountPaise)}</s> : rupees(handover.amountPaise)}
      </span>
      <span className="kn-adm-faint">
        {t('{when}, by {name}', {
          when: formatDateTime(handover.recordedAt),
          name: handover.recordedBy?.name || t('someone'),
        })}
      </span>
      {handover.voided ? (
        <Tag>{t('Voided: {reason}', { reason: handover.voided.reason })}</Tag>
      ) : (
        <>
          {handover.isMismatch && <Tag color="red">{t('Mismatch')}</Tag>}
          <Button size="small" onClick={() => setOpen(true)}>
            {t('Void')}
          </Button>
        </>
      )}
      <Modal
        title={t('Void the hand-over of {amount}?', { amount: rupees(handover.amountPaise) })}
        open={open}
        okText={t('Void hand-over')}
        okButtonProps={{ danger: true, disabled: tooShort }}
        cancelText={t('Keep it')}
        confirmLoading={voiding.isLoading}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
      >
        <p>
          {t(
            'It stays listed, voided, and counts for nothing: {name} holds that cash again until you record it right.',
            {
              name: riderName,
            },
          )}
        </p>
        <label htmlFor={`kn-adm-void-${handover._id}`}>{t('Why is it wrong?')}</label>
        <Input
          id={`kn-adm-void-${handover._id}`}
          value={reason}
          maxLength={HANDOVER_VOID_REASON_LENGTH.max}
          onChange={(event) => setReason(event.target.value)}
          onPressEnter={() => void confirm()}
        />
      </Modal>
    </li>
  );
}

/** The day's hand-overs for one rider, oldest first (voided ones too, struck through). */
export function HandoverList({ handovers, riderName }: { handovers: CashHandover[]; riderName: string }) {
  const t = useT();
  if (handovers.length === 0) return null;
  return (
    <ul className="kn-adm-cash-handovers" aria-label={t('Hand-overs from {name}', { name: riderName })}>
      {handovers.map((handover) => (
        <HandoverRow key={handover._id} handover={handover} riderName={riderName} />
      ))}
    </ul>
  );
}
