import { Card, Empty, Progress, Table } from 'antd';
import { DELIVERY_PROMISE_MINUTES, formatRupees, PAYMENT_METHOD_LABELS, type SalesReport } from '@kirana/shared';
import { t as translate, useT } from '../../i18n';

interface BreakdownProps<Row> {
  title: string;
  rows: Row[];
  rowKey: keyof Row & string;
  /** The first column: what each row is (a method, a society, a product). */
  what: { title: string; name: (row: Row) => string };
  /** The count column: orders, or units of a product. */
  count: { title: string; value: (row: Row) => number };
}

/** One breakdown of the range's sales as a small table: what, how many, and the revenue. */
function Breakdown<Row extends { revenue: number }>({ title, rows, rowKey, what, count }: BreakdownProps<Row>) {
  const t = useT();
  return (
    <Card title={<h2 className="kn-adm-section-title">{t(title)}</h2>} size="small">
      <Table<Row>
        rowKey={rowKey}
        size="small"
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('Nothing in this range')} /> }}
        columns={[
          { title: t(what.title), key: 'what', render: (_, row) => what.name(row) },
          { title: t(count.title), key: 'count', align: 'right', render: (_, row) => count.value(row) },
          { title: t('Revenue'), key: 'revenue', align: 'right', render: (_, row) => formatRupees(row.revenue) },
        ]}
      />
    </Card>
  );
}

const orders = { title: 'Orders', value: (row: { orders: number }) => row.orders };

/** Orders and revenue by how customers paid. */
export const ByPaymentMethod = ({ rows }: { rows: SalesReport['byPaymentMethod'] }) => (
  <Breakdown
    title="By payment method"
    rows={rows}
    rowKey="paymentMethod"
    what={{ title: 'Method', name: (row) => translate(PAYMENT_METHOD_LABELS[row.paymentMethod]) }}
    count={orders}
  />
);

/** Which societies order most: where riders spend their evenings. */
export const BySociety = ({ rows }: { rows: SalesReport['bySociety'] }) => (
  <Breakdown
    title="By society"
    rows={rows}
    rowKey="society"
    what={{ title: 'Society', name: (row) => `${row.societyName}, ${row.areaName}` }}
    count={orders}
  />
);

/** The products that sold most units. */
export const TopProducts = ({ rows }: { rows: SalesReport['topProducts'] }) => (
  <Breakdown
    title="Top products"
    rows={rows}
    rowKey="product"
    what={{ title: 'Product', name: (row) => row.name }}
    count={{ title: 'Units', value: (row) => row.units }}
  />
);

/** How delivery kept the 35-minute promise over the range. */
export function DeliveryAgainstPromise({ delivery }: { delivery: SalesReport['delivery'] }) {
  const t = useT();
  const share = delivery.delivered ? Math.round((delivery.withinPromise / delivery.delivered) * 100) : 0;
  return (
    <Card
      title={
        <h2 className="kn-adm-section-title">
          {t('Delivery time against the {minutes}-minute promise', { minutes: DELIVERY_PROMISE_MINUTES.max })}
        </h2>
      }
      size="small"
    >
      {delivery.delivered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No orders delivered in this range')} />
      ) : (
        <div className="kn-adm-promise">
          <dl className="kn-adm-promise__facts">
            <div>
              <dt>{t('Average time to the door')}</dt>
              <dd>
                {delivery.averageMinutes === null
                  ? '—'
                  : t('{minutes} min', { minutes: Math.round(delivery.averageMinutes) })}
              </dd>
            </div>
            <div>
              <dt>{t('Within the promise')}</dt>
              <dd>{delivery.withinPromise}</dd>
            </div>
            <div>
              <dt>{t('Late')}</dt>
              <dd className={delivery.late > 0 ? 'kn-adm-late' : undefined}>{delivery.late}</dd>
            </div>
          </dl>
          <Progress
            percent={share}
            status={delivery.late === 0 ? 'success' : 'normal'}
            format={() => t('{share}% on time', { share })}
            aria-label={t('{share}% of {count} delivered orders arrived within {minutes} minutes', {
              share,
              count: delivery.delivered,
              minutes: DELIVERY_PROMISE_MINUTES.max,
            })}
          />
        </div>
      )}
    </Card>
  );
}
