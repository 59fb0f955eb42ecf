import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import {
  isTakingOrders,
  pauseDetails,
  pauseProblem,
  PAUSE_REASON_MAX,
  useLocale,
  useStoreStatus,
} from '@kirana/shared';
import { addDays, storeDay } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { usePauseOrdersMutation, useResumeOrdersMutation } from './storePauseApi';
import './storePause.css';
import { useT } from '../../i18n';

const UNTIL_RESUMED = 'resume';
const AT_TIME = 'at';

/** When orders open again by themselves; the value is worked out when the admin confirms. */
const REOPEN_CHOICES: { value: string; label: string; at?: (now: number) => string }[] = [
  { value: UNTIL_RESUMED, label: 'Until I resume' },
  { value: '30m', label: 'For 30 minutes', at: (now) => new Date(now + 30 * 60_000).toISOString() },
  { value: '1h', label: 'For 1 hour', at: (now) => new Date(now + 60 * 60_000).toISOString() },
  { value: '2h', label: 'For 2 hours', at: (now) => new Date(now + 120 * 60_000).toISOString() },
  {
    value: 'morning',
    label: 'Until tomorrow morning',
    at: (now) => new Date(`${addDays(storeDay(now), 1)}T07:00:00+05:30`).toISOString(),
  },
  { value: AT_TIME, label: 'Until a time I choose' },
];

interface PauseForm {
  reason?: string;
  reopen: string;
  /** `datetime-local` value, in the admin's own clock. */
  at?: string;
}

function reopensAtOf(form: PauseForm, now: number): string | null {
  if (form.reopen === AT_TIME) return form.at ? new Date(form.at).toISOString() : null;
  return REOPEN_CHOICES.find((choice) => choice.value === form.reopen)?.at?.(now) ?? null;
}

/**
 * "Pause new orders" on every admin page: while the store takes orders, a switch that asks why (the
 * customers read it) and until when; while paused, a banner that says so and Resume orders.
 */
export function StorePauseControl() {
  const t = useT();
  const locale = useLocale();
  const status = useStoreStatus();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pauseOrders, pausing] = usePauseOrdersMutation();
  const [resumeOrders, resuming] = useResumeOrdersMutation();
  const [form] = Form.useForm<PauseForm>();
  const reopen = Form.useWatch('reopen', form);

  const submit = async (values: PauseForm) => {
    const reason = values.reason?.trim() || null;
    if (values.reopen === AT_TIME && !values.at) return setProblem(t('Choose the reopening time.'));
    const reopensAt = reopensAtOf(values, Date.now());
    const why = pauseProblem({ reason, reopensAt }, Date.now(), { say: t, locale });
    if (why) return setProblem(why);
    setProblem(null);
    const done = await attempt(
      () => pauseOrders({ reason, reopensAt }).unwrap(),
      t('New orders paused. Customers see why on the home page and in their cart.'),
    );
    if (done) setOpen(false);
  };

  if (!isTakingOrders(status)) {
    const details = pauseDetails(status, Date.now(), { say: t, locale });
    return (
      <div className="kn-adm-pause kn-adm-pause--paused" role="status">
        <div className="kn-adm-pause__text">
          <strong>{t('New orders are paused')}</strong>
          <span>{details || t('Until you resume them.')}</span>
        </div>
        <Button
          type="primary"
          loading={resuming.isLoading}
          onClick={() => void attempt(() => resumeOrders().unwrap(), t('Taking orders again.'))}
        >
          {t('Resume orders')}
        </Button>
      </div>
    );
  }

  return (
    <div className="kn-adm-pause">
      <span className="kn-adm-pause__open">
        <span className="kn-adm-pause__dot" aria-hidden="true" /> {t('Taking orders')}
      </span>
      <Button onClick={() => setOpen(true)}>{t('Pause new orders')}</Button>
      <Modal
        title={t('Pause new orders?')}
        open={open}
        okText={t('Pause new orders')}
        okButtonProps={{ danger: true }}
        cancelText={t('Keep taking orders')}
        confirmLoading={pausing.isLoading}
        destroyOnHidden
        onCancel={() => {
          setProblem(null);
          setOpen(false);
        }}
        onOk={() => form.submit()}
      >
        <p>
          {t(
            'Customers see “Not taking orders right now” on the home page and in their cart, and can’t place orders. Their carts are kept. Orders already placed are not touched.',
          )}
        </p>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ reopen: UNTIL_RESUMED }}>
          <Form.Item name="reason" label={t('Reason (optional, customers read it)')}>
            <Input placeholder={t('Too many orders right now')} maxLength={PAUSE_REASON_MAX} showCount autoFocus />
          </Form.Item>
          <Form.Item name="reopen" label={t('Open again')}>
            <Radio.Group>
              {REOPEN_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} style={{ display: 'flex', minHeight: 32 }}>
                  {t(choice.label)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {reopen === AT_TIME && (
            <Form.Item name="at" label={t('Reopening time')}>
              <Input type="datetime-local" aria-label={t('Reopening time')} />
            </Form.Item>
          )}
        </Form>
        {problem && (
          <p className="kn-adm-pause__problem" role="alert">
            {problem}
          </p>
        )}
      </Modal>
    </div>
  );
}
