import { Alert, Button, Card, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { formatDateTime, formatRupees, itemsSummary, PAYMENT_METHOD_LABELS, shippingLine } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useGetCustomerOrdersQuery } from './customersApi';
import { OrderStateTags } from '../../components/order/OrderTags';
import { OrderLink } from '../../components/order/OrderLink';
import { useT } from '../../i18n';

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

/** A customer's orders, newest first, ten at a time; each opens the admin's order page. */
export function CustomerOrders({ customerId, orderCount }: { customerId: string; orderCount: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const orders = useGetCustomerOrdersQuery({
    user: customerId,
    page,
    pageSize: CUSTOMER_ORDERS_PAGE_SIZE,
    includeCancelled: true,
  });
  const list = orders.data;

  return (
    <Card title={<h2 className="kn-adm-section-title">{t('Orders')}</h2>} className="kn-adm-cust-orders">
      {orders.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load their orders')}
          description={errorMessage(orders.error)}
          action={<Button onClick={() => void orders.refetch()}>{t('Retry')}</Button>}
        />
      ) : !list ? (
        <Skeleton active paragraph={{ rows: Math.min(4, Math.max(1, orderCount)) }} />
      ) : list.items.length === 0 ? (
        <Empty description={t('No orders yet')} />
      ) : (
        <>
          <ol className="kn-adm-order-list" aria-busy={orders.isFetching}>
            {list.items.map((order) => (
              <li key={order._id} className="kn-adm-order-row">
                <div className="kn-adm-order-row__head">
                  <OrderLink orderId={order._id} className="kn-adm-order-row__number">
                    {t('Order #{number}', { number: order.orderNumber })}
                  </OrderLink>
                  <strong>{formatRupees(order.totalPrice)}</strong>
                </div>
                <div className="kn-adm-faint">
                  {formatDateTime(order.createdAt)} · {t(PAYMENT_METHOD_LABELS[order.paymentMethod])}
                </div>
                <div>{itemsSummary(order.orderItems)}</div>
                <div className="kn-adm-faint">{shippingLine(order.shippingAddress)}</div>
                <OrderStateTags order={order} />
              </li>
            ))}
          </ol>
          <Pagination
            className="kn-adm-pager"
            current={list.page}
            pageSize={list.pageSize}
            total={list.total}
            showSizeChanger={false}
            hideOnSinglePage
            simple
            onChange={setPage}
          />
        </>
      )}
    </Card>
  );
}
