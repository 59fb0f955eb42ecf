import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { activeLocale, formatRupees, type Order } from '@kirana/shared';
import { CANCEL_REASON_LENGTH, CANCEL_REASONS, refundSentence, relayOrderUpdated } from '@kirana/shared/extended';
import { attempt } from '../../app/attempt';
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
    const done = await attempt(async () => {
      const cancelled = await cancelOrder({ id: order._id, reason }).unwrap();
      relayOrderUpdated(order._id);
      return cancelled;
    }, cancelledToast);
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
        cancelText="Keep order"
        confirmLoading={isLoading}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
      >
        <p>
          Its items go back on the shelf and {order.user.name || 'the customer'} sees the order cancelled, with your
          reason.
          {order.isPaid && ` They have paid ${formatRupees(order.totalPrice)}: the order will show its refund.`}
        </p>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ choice: CANCEL_REASONS[0] }}>
          <Form.Item name="choice" label="Why?" rules={[{ required: true, message: 'Choose a reason' }]}>
            <Radio.Group>
              {[...CANCEL_REASONS, OTHER].map((reason) => (
                <Radio key={reason} value={reason} style={{ display: 'flex', minHeight: 32 }}>
                  {reason === OTHER ? 'Another reason' : reason}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {choice === OTHER && (
            <Form.Item
              name="other"
              label="Your reason (the customer reads it)"
              rules={[
                { required: true, whitespace: true, message: 'Write the reason' },
                {
                  min: CANCEL_REASON_LENGTH.min,
                  max: CANCEL_REASON_LENGTH.max,
                  message: `Use ${CANCEL_REASON_LENGTH.min} to ${CANCEL_REASON_LENGTH.max} characters`,
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
