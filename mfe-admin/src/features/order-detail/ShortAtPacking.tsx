import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { formatRupees, type Order, type OrderItem, rupeesToPaise } from '@kirana/shared';
import { shortGivesBack } from '@kirana/shared/extended';
import { attempt } from '../../lib/attempt';
import { useShortLineMutation } from '../../lib/adminOrdersApi';
import { useT } from '../../i18n';

/** Where a short line's difference goes back (R38c), or null when the order's lines cannot be marked short. */
export const shortGoesBack = (order: Order) =>
  shortGivesBack({
    stage: order.stage,
    paymentStatus: order.paymentStatus,
    isPaid: order.isPaid,
    paidWith: order.paidWith ?? null,
    totalPaise: rupeesToPaise(order.totalPrice),
    duePaise: rupeesToPaise(order.amountDue),
  });

/**
 * "Shelf short?": while packing, the admin says how many of an item the shelf had (none, or fewer);
 * the customer sees it at once with what it takes off their bill, and it is never charged: on a
 * PhonePe-paid order it is refunded, and khata money on the order goes back to the khata.
 */
export function ShortAtPacking({ order }: { order: Order }) {
  const t = useT();
  const [line, setLine] = useState<OrderItem | null>(null);
  const [qty, setQty] = useState(0);
  const [shortLine, saving] = useShortLineMutation();
  const lines = order.orderItems.filter((item) => item.qty > 0);
  const goesBack = shortGoesBack(order);
  if (goesBack === null || lines.length === 0) return null;
  const open = (item: OrderItem) => {
    setLine(item);
    setQty(0);
  };
  const save = async () => {
    if (!line) return;
    const less = formatRupees((line.qty - qty) * line.sellingPrice);
    const done = await attempt(
      () => shortLine({ id: order._id, product: line.product, qty }).unwrap(),
      `${
        qty === 0
          ? t('{name} marked not available: {amount} less on the bill.', { name: line.name, amount: less })
          : t('{name}: {qty} go in the bag, {amount} less on the bill.', { name: line.name, qty, amount: less })
      }${goesBack === 'refund' ? ` ${t('{amount} is refunded to the customer’s PhonePe.', { amount: less })}` : ''}${
        goesBack === 'khata' ? ` ${t('{amount} goes back to the customer’s khata.', { amount: less })}` : ''
      }`,
    );
    if (done) setLine(null);
  };
  return (
    <div className="kn-adm-short">
      <p className="kn-adm-faint">
        {goesBack === 'refund'
          ? t('Shelf short of something? Say how many you have; the rest is refunded to the customer’s PhonePe.')
          : goesBack === 'khata'
            ? t('Shelf short of something? Say how many you have; the rest goes back to the customer’s khata.')
            : t('Shelf short of something? Say how many you have; the customer is not charged for the rest.')}
      </p>
      <ul className="kn-adm-short__lines">
        {lines.map((item) => (
          <li key={item.product}>
            <Button onClick={() => open(item)}>{t('{name}: short', { name: item.name })}</Button>
          </li>
        ))}
      </ul>
      <Modal
        title={line ? t('How many {name} do you have?', { name: line.name }) : ''}
        open={line !== null}
        okText={t('Save')}
        cancelText={t('Cancel')}
        confirmLoading={saving.isLoading}
        destroyOnHidden
        onCancel={() => setLine(null)}
        onOk={() => void save()}
      >
        {line && (
          <>
            <p>
              {t('The order has {qty}. What you do not have comes off the bill: {price} each.', {
                qty: line.qty,
                price: formatRupees(line.sellingPrice),
              })}
            </p>
            <label htmlFor="kn-adm-short-qty">{t('In the bag')}</label>
            <Select<number>
              id="kn-adm-short-qty"
              value={qty}
              style={{ width: '100%' }}
              onChange={setQty}
              options={Array.from({ length: line.qty }, (_, n) => ({
                value: n,
                label: n === 0 ? t('None: not available') : String(n),
              }))}
            />
          </>
        )}
      </Modal>
    </div>
  );
}
