import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { Link } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useNow } from '@kirana/shared/extended';
import { LiveOrdersHeader } from '../../components/live-orders/LiveOrdersHeader';
import { useNewOrderCue } from '../../components/live-orders/useNewOrderCue';
import { useGetOrdersSummaryQuery } from './dashboardApi';
import { OrderRows } from './OrderRows';
import { StatCards } from './StatCards';
import './dashboard.css';
import { useT } from '../../i18n';

/** Lateness changes with the clock, not only with events: the figures are read again this often. */
const SUMMARY_REFRESH_MS = 60_000;
const AGE_TICK_MS = 15_000;

/**
 * `/` for the admin: today's orders and revenue, open and late orders, cash still to collect; the
 * late orders as a list that needs attention, and the latest orders. Live: every `orderUpdated`
 * reads the figures again (through the order list tag), and new orders are cued as on the queue.
 */
export function DashboardPage() {
  const t = useT();
  const {
    data: summary,
    error,
    isFetching,
    refetch,
  } = useGetOrdersSummaryQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: SUMMARY_REFRESH_MS });
  const cue = useNewOrderCue();
  const now = useNow(AGE_TICK_MS);

  return (
    <section aria-labelledby="kn-adm-dash-title" className="kn-adm-dash">
      <LiveOrdersHeader id="kn-adm-dash-title" title="Dashboard" />
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load today’s figures')}
          description={t(errorMessage(error))}
          action={
            <Button onClick={() => void refetch()} loading={isFetching}>
              {t('Retry')}
            </Button>
          }
        />
      )}
      {!summary ? (
        !error && (
          <div role="status" aria-label={t('Loading the dashboard')}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )
      ) : (
        <>
          <StatCards summary={summary} />
          <div className="kn-adm-dash-grid">
            <Card
              className={summary.lateOrders.length > 0 ? 'kn-adm-attention' : undefined}
              title={<h2 className="kn-adm-card-title">{t('Needs attention')}</h2>}
              extra={summary.open.late > 0 && <Link to="/orders?sort=oldest">{t('Open queue')}</Link>}
            >
              {summary.lateOrders.length > 0 ? (
                <>
                  <p className="kn-adm-page-hint">{t('Open past the 35-minute promise, longest waiting first.')}</p>
                  <OrderRows label={t('Late orders')} orders={summary.lateOrders} now={now} isNew={cue.isNew} />
                </>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('Nothing late. Every open order is within the promise.')}
                />
              )}
            </Card>
            <Card
              title={<h2 className="kn-adm-card-title">{t('Latest orders')}</h2>}
              extra={<Link to="/orders?state=all">{t('All orders')}</Link>}
            >
              {summary.latestOrders.length > 0 ? (
                <OrderRows
                  label={t('Latest orders')}
                  orders={summary.latestOrders}
                  now={now}
                  isNew={cue.isNew}
                  withState
                />
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('No orders yet. New ones appear here as they come in.')}
                />
              )}
            </Card>
          </div>
        </>
      )}
    </section>
  );
}
