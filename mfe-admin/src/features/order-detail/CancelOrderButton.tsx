import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { activeLocale, formatRupees, type Order } from '@kirana/shared';
import { CANCEL_REASON_LENGTH, CANCEL_REASONS, refundSentence } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { useCancelOrderMutation } from './orderActionsApi';
import { t, useT } from '../../i18n';

const OTHER = 'other';

interface CancelForm {
  choice: string;
  other?: string;
}

/**
 * The toast once it is cancelled (from the server's answer): the stock, and the refund asked of PhonePe or
 * owed by hand.
 */
export function cancelledToast(order: Order): string {
  const locale = activeLocale();
  const refund = order.refund
    ? ` ${t('{refund} from PhonePe.', { refund: refundSentence(order, { say: t, locale }) ?? '' })}`
    : order.refundDue
      ? ` ${t('Refund {amount} to the customer.', { amount: formatRupees(order.refundDue, { locale }) })}`
      : '';
  return `${t('Order #{number} cancelled. Its items are back in stock.', { number: order.orderNumber })}${refund}`;
}

/**
 * 'Cancel order' for an order not yet delivered: a reason (one of the usual ones, or written),
 * which the customer reads on their order page, then a confirmation naming what happens.
 */
export function CancelOrderButton({ order }: { order: Order }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [form] = Form.useForm<CancelForm>();
  const choice = Form.useWatch('choice', form);
  if (order.isCancelled || order.isDelivered) return null;

  const submit = async ({ choice: picked, other }: CancelForm) => {
    const reason = picked === OTHER ? (other ?? '').trim() : picked;
    const done = await attempt(() => cancelOrder({ id: order._id, reason }).unwrap(), cancelledToast);
    if (done) setOpen(false);
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('Cancel order')}
      </Button>
      <Modal
        title={t('Cancel order #{number}?', { number: order.orderNumber })}
        open={open}
        okText={t('Cancel order')}
        okButtonProps={{ danger: true }}
        cancelText={t('Keep order')}
        confirmLoading={isLoading}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
      >
        <p>
          {t('Its items go back on the shelf and {name} sees the order cancelled, with your reason.', {
            name: order.user.name || t('the customer'),
          })}
          {order.isPaid &&
            ` ${t('They have paid {amount}: the order will show its refund.', { amount: formatRupees(order.totalPrice, { locale: activeLocale() }) })}`}
        </p>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ choice: CANCEL_REASONS[0] }}>
          <Form.Item name="choice" label={t('Why?')} rules={[{ required: true, message: t('Choose a reason') }]}>
            <Radio.Group>
              {[...CANCEL_REASONS, OTHER].map((reason) => (
                <Radio key={reason} value={reason} style={{ display: 'flex', minHeight: 32 }}>
                  {/* The usual reasons are stored as written here, in English; each reader sees them in their language. */}
                  {reason === OTHER ? t('Another reason') : t(reason)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {choice === OTHER && (
            <Form.Item
              name="other"
              label={t('Your reason (the customer reads it)')}
              rules={[
                { required: true, whitespace: true, message: t('Write the reason') },
                {
                  min: CANCEL_REASON_LENGTH.min,
                  max: CANCEL_REASON_LENGTH.max,
                  message: t('Use {min} to {max} characters', CANCEL_REASON_LENGTH),
                },
              ]}
            >
              <Input.TextArea autoFocus rows={2} maxLength={CANCEL_REASON_LENGTH.max} showCount />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
