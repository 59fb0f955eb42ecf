import { Space, Table } from 'antd';
import { formatPhone, formatRupees, type Order, PAYMENT_METHOD_LABELS, useNavigate } from '@kirana/shared';
import { nextPackingChange } from '@kirana/shared/extended';
import { OrderNumber, placedAt } from '../../components/order/OrderPlaced';
import { customerName, itemCount } from '../../components/order/orderFacts';
import { OrderAgeTag, OrderStateTags } from '../../components/order/OrderTags';
import { PackingButton } from '../../components/order/PackingButton';
import { PrintBillButton } from '../../components/order/BillButtons';
import { OrderLink } from '../../components/order/OrderLink';
import { useT } from '../../i18n';

export interface OrdersViewProps {
  orders: Order[];
  now: number;
  isNew: (orderId: string) => boolean;
}

/**
 * The queue on a wide screen: one row per order; the order number is the link (keyboard), the row a shortcut
 * (mouse).
 */
export function OrdersTable({ orders, now, isNew }: OrdersViewProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Table<Order>
      className="kn-adm-queue-table"
      rowKey="_id"
      size="middle"
      pagination={false}
      dataSource={orders}
      rowClassName={(order) => (isNew(order._id) ? 'kn-adm-row--new' : '')}
      onRow={(order) => ({
        onClick: (event) => !(event.target as HTMLElement).closest('a') && navigate(`/order/${order._id}`),
      })}
      columns={[
        {
          title: t('Order'),
          key: 'order',
          render: (_, order) => (
            <>
              <OrderLink orderId={order._id} aria-label={t('Order {number}', { number: order.orderNumber })}>
                <OrderNumber order={order} isNew={isNew(order._id)} />
              </OrderLink>
              <div className="kn-adm-muted">{placedAt(order, now)}</div>
            </>
          ),
        },
        { title: t('Age'), key: 'age', render: (_, order) => <OrderAgeTag order={order} now={now} /> },
        {
          title: t('Customer'),
          key: 'customer',
          render: (_, order) => (
            <>
              <div>{customerName(order)}</div>
              {order.user.name.trim() && <div className="kn-adm-muted">{formatPhone(order.user.phoneNumber)}</div>}
            </>
          ),
        },
        {
          title: t('Deliver to'),
          key: 'address',
          render: (_, { shippingAddress: a }) => (
            <>
              <div>
                {a.wing}-{a.flatNumber}, {a.societyName}
              </div>
              <div className="kn-adm-muted">{a.areaName}</div>
            </>
          ),
        },
        { title: t('Items'), key: 'items', className: 'kn-adm-nowrap', render: (_, order) => itemCount(order) },
        {
          title: t('Bill'),
          key: 'bill',
          align: 'right',
          className: 'kn-adm-nowrap',
          render: (_, order) => (
            <>
              <div className="kn-adm-amount">{formatRupees(order.totalPrice)}</div>
              <div className="kn-adm-muted">{t(PAYMENT_METHOD_LABELS[order.paymentMethod])}</div>
            </>
          ),
        },
        { title: t('Status'), key: 'status', render: (_, order) => <OrderStateTags order={order} /> },
        // Packing from the board: Start packing, then Packed (nothing once packed, out or done).
        // …with the bill to put in the bag printed beside it.
        {
          title: t('Next'),
          key: 'next',
          render: (_, order) =>
            nextPackingChange(order.stage) && (
              <Space size="small" wrap>
                <PrintBillButton order={order} size="small" inList />
                <PackingButton order={order} />
              </Space>
            ),
        },
      ]}
    />
  );
}
