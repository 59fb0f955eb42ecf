import { Alert, Button, Card, Empty, Skeleton, Tabs } from 'antd';
import { useMemo } from 'react';
import { type SalesReport, useSearchParams } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { storeDay } from '@kirana/shared/extended';
import { DailySalesChart } from './DailySalesChart';
import { DownloadCsvButton } from './DownloadCsvButton';
import { GstSummarySection } from './GstSummarySection';
import { RangePicker } from './RangePicker';
import { ByPaymentMethod, BySociety, DeliveryAgainstPromise, TopProducts } from './ReportBreakdowns';
import { ReportTotals } from './ReportTotals';
import { rangeLabel, rangeProblem, type DayRange } from './reportRange';
import { useGetSalesReportQuery } from './reportsApi';
import '../../lib/pageParts.css';
import './reports.css';
import { useT } from '../../i18n';

function ReportSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading the report')} className="kn-adm-report">
      <ul className="kn-adm-totals">
        {[1, 2, 3, 4, 5].map((key) => (
          <li key={key}>
            <Card size="small">
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <Skeleton.Node active className="kn-adm-chart-skeleton">
          <span />
        </Skeleton.Node>
      </Card>
    </div>
  );
}

/**
 * A range with nothing to show: no order placed or cancelled, and no money in or out. (Money can
 * come in on a day without orders: a khata paid for last week's, cash collected at the door.)
 */
const nothingHappened = (totals: SalesReport['totals']) =>
  totals.orders === 0 && totals.cancelled === 0 && totals.collected === 0 && totals.refunded === 0;

/**
 * `/reports`: sales for a range of store days (Asia/Kolkata) — totals, each day as a chart, by
 * payment method and society, top products, delivery against the promise — and the range's
 * orders as CSV. The range lives in the URL (`?from=&to=`); without one it is today.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const today = storeDay();
  const from = params.get('from') ?? today;
  const to = params.get('to') ?? today;
  const range: DayRange = useMemo(() => ({ from, to }), [from, to]);
  const problem = rangeProblem(range, today);
  const report = useGetSalesReportQuery(range, { skip: problem !== null || params.get('view') === 'gst' });
  const data = report.currentData;
  const rangeText = rangeLabel(range);

  const view = params.get('view') === 'gst' ? 'gst' : 'sales';
  const sales = (
    <>
      <Card className="kn-adm-report__range">
        <RangePicker
          range={range}
          onChange={(next) =>
            setParams(next.from === today && next.to === today ? {} : { from: next.from, to: next.to }, {
              replace: true,
            })
          }
        />
      </Card>

      {problem ? null : report.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the report')}
          description={errorMessage(report.error)}
          action={<Button onClick={() => void report.refetch()}>{t('Retry')}</Button>}
        />
      ) : !data ? (
        <ReportSkeleton />
      ) : nothingHappened(data.totals) ? (
        <Card>
          <Empty
            description={
              range.from === range.to
                ? t('No orders on {range}', { range: rangeText })
                : t('No orders from {range}', { range: rangeText })
            }
          />
        </Card>
      ) : (
        <div className="kn-adm-report" aria-busy={report.isFetching}>
          <h2 className="kn-adm-report__heading">{rangeText}</h2>
          <ReportTotals totals={data.totals} />
          <Card title={<h2 className="kn-adm-section-title">{t('Revenue and orders per day')}</h2>}>
            <DailySalesChart byDay={data.byDay} rangeText={rangeText} />
          </Card>
          <div className="kn-adm-report__grid">
            <ByPaymentMethod rows={data.byPaymentMethod} />
            <DeliveryAgainstPromise delivery={data.delivery} />
            <BySociety rows={data.bySociety} />
            <TopProducts rows={data.topProducts} />
          </div>
        </div>
      )}
    </>
  );

  return (
    <section aria-labelledby="reports-title">
      <div className="kn-adm-page-head">
        <div>
          <h1 id="reports-title" className="kn-adm-page-title">
            {t('Reports')}
          </h1>
          {view === 'sales' && (
            <p className="kn-adm-page-hint">
              {t(
                'Days run midnight to midnight in India. Cancelled orders (cancelled by the store, or online payments that failed) count only as cancelled.',
              )}
            </p>
          )}
        </div>
        {view === 'sales' && <DownloadCsvButton range={range} disabled={problem !== null} />}
      </div>
      <Tabs
        activeKey={view}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'gst') next.set('view', 'gst');
          else next.delete('view');
          setParams(next, { replace: true });
        }}
        items={[
          { key: 'sales', label: t('Sales'), children: sales },
          { key: 'gst', label: t('GST summary'), children: <GstSummarySection /> },
        ]}
      />
    </section>
  );
}
