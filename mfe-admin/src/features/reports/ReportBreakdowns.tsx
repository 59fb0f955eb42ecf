import { Card, Empty, Progress, Table } from 'antd';
import { DELIVERY_PROMISE_MINUTES, formatRupees, PAYMENT_METHOD_LABELS, type SalesReport } from '@kirana/shared';

const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing in this range" />;

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
  return (
    <Card title={<h2 className="kn-adm-section-title">{title}</h2>} size="small">
      <Table<Row>
        rowKey={rowKey}
        size="small"
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        dataSource={rows}
        locale={{ emptyText: none }}
        columns={[
          { title: what.title, key: 'what', render: (_, row) => what.name(row) },
          { title: count.title, key: 'count', align: 'right', render: (_, row) => count.value(row) },
          { title: 'Revenue', key: 'revenue', align: 'right', render: (_, row) => formatRupees(row.revenue) },
        ]}
      />
    </Card>
  );
}

const orders = { title: 'Orders', value: (row: { orders: number }) => row.orders };

/** Orders and revenue by how customers paid. */
export const ByPaymentMethod = ({ rows }: { rows: SalesReport['byPaymentMethod'] }) => (
  <Breakdown title="By payment method" rows={rows} rowKey="paymentMethod" what={{ title: 'Method', name: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] }} count={orders} />
);

/** Which societies order most: where riders spend their evenings. */
export const BySociety = ({ rows }: { rows: SalesReport['bySociety'] }) => (
  <Breakdown title="By society" rows={rows} rowKey="society" what={{ title: 'Society', name: (row) => `${row.societyName}, ${row.areaName}` }} count={orders} />
);

/** The products that sold most units. */
export const TopProducts = ({ rows }: { rows: SalesReport['topProducts'] }) => (
  <Breakdown title="Top products" rows={rows} rowKey="product" what={{ title: 'Product', name: (row) => row.name }} count={{ title: 'Units', value: (row) => row.units }} />
);

/** How delivery kept the 35-minute promise over the range. */
export function DeliveryAgainstPromise({ delivery }: { delivery: SalesReport['delivery'] }) {
  const share = delivery.delivered ? Math.round((delivery.withinPromise / delivery.delivered) * 100) : 0;
  return (
    <Card title={<h2 className="kn-adm-section-title">Delivery time against the {DELIVERY_PROMISE_MINUTES.max}-minute promise</h2>} size="small">
      {delivery.delivered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders delivered in this range" />
      ) : (
        <div className="kn-adm-promise">
          <dl className="kn-adm-promise__facts">
            <div>
              <dt>Average time to the door</dt>
              <dd>{delivery.averageMinutes === null ? '—' : `${Math.round(delivery.averageMinutes)} min`}</dd>
            </div>
            <div>
              <dt>Within the promise</dt>
              <dd>{delivery.withinPromise}</dd>
            </div>
            <div>
              <dt>Late</dt>
              <dd className={delivery.late > 0 ? 'kn-adm-late' : undefined}>{delivery.late}</dd>
            </div>
          </dl>
          <Progress
            percent={share}
            status={delivery.late === 0 ? 'success' : 'normal'}
            format={() => `${share}% on time`}
            aria-label={`${share}% of ${delivery.delivered} delivered orders arrived within ${DELIVERY_PROMISE_MINUTES.max} minutes`}
          />
        </div>
      )}
    </Card>
  );
}
