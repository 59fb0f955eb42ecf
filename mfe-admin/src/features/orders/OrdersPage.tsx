import { Button, Grid, Pagination, Segmented, Select } from 'antd';
import { useState } from 'react';
import { ADMIN_ORDERS_PAGE_SIZE_DEFAULT } from '@kirana/shared';
import { useNow } from '@kirana/shared/extended';
import { useGetAdminOrdersQuery } from '../../lib/adminOrdersApi';
import { LiveOrdersHeader } from '../../components/live-orders/LiveOrdersHeader';
import { useNewOrderCue } from '../../components/live-orders/useNewOrderCue';
import { AwaitingPayment } from './AwaitingPayment';
import { OrderCards } from './OrderCards';
import { OrdersTable } from './OrdersTable';
import { QueueFilterBar } from './QueueFilterBar';
import { QueueEmpty, QueueError, QueueLoading } from './QueueStates';
import {
  isNarrowed,
  listQuery,
  QUEUE_SORTS,
  QUEUE_STATE_LABELS,
  QUEUE_STATES,
  runsQuery,
  type QueueFilters,
  type QueueState,
  type QueueView,
} from './queueFilters';
import { SocietyRuns } from './SocietyRuns';
import { useQueueFilters } from './useQueueFilters';
import './orders.css';
import { useT } from '../../i18n';

/** Ages tick over this often (whole minutes are shown). */
const AGE_TICK_MS = 15_000;
const VIEW_LABELS: Record<QueueView, string> = { list: 'List', society: 'By society' };
const SORT_LABELS: Record<QueueFilters['sort'], string> = {
  stage: 'By stage',
  oldest: 'Oldest first',
  newest: 'Newest first',
};

/**
 * `/orders`: the live queue, oldest first (late ones on top). Filters live in the URL; new orders
 * arrive over the socket with a highlight, a notice and (when switched on) a chime; open orders
 * show their age against the promise; orders still being paid online wait apart; 'By society'
 * gathers the open orders into one run per society and wing. On a phone the filters fold under
 * one button, so the first order shows without scrolling.
 */
export function OrdersPage() {
  const [filters, update] = useQueueFilters();
  const wide = Grid.useBreakpoint().md ?? true;
  const bySociety = filters.view === 'society';
  // Read afresh whenever the screen opens: while it was closed no socket kept the cache current.
  const list = useGetAdminOrdersQuery(listQuery(filters), { skip: bySociety, refetchOnMountOrArgChange: true });
  const runs = useGetAdminOrdersQuery(runsQuery(filters), { skip: !bySociety, refetchOnMountOrArgChange: true });
  const shown = bySociety ? runs : list;
  const cue = useNewOrderCue();
  const now = useNow(AGE_TICK_MS);
  const [showFilters, setShowFilters] = useState(false);
  const narrowed = isNarrowed(filters);
  const t = useT();
  const options = <K extends string>(labels: Record<K, string>, values: readonly K[]) =>
    values.map((value) => ({ value, label: t(labels[value]) }));

  return (
    <section aria-labelledby="kn-adm-orders-title" className="kn-adm-queue">
      <LiveOrdersHeader id="kn-adm-orders-title" title={t('Orders')} />
      <div className="kn-adm-queue-bar">
        {!bySociety && (
          <Segmented<QueueState>
            aria-label={t('Orders to show')}
            value={filters.state}
            options={options(QUEUE_STATE_LABELS, QUEUE_STATES)}
            onChange={(state) => update({ state })}
          />
        )}
        <Segmented<QueueView>
          aria-label={t('View')}
          value={filters.view}
          options={options(VIEW_LABELS, ['list', 'society'])}
          onChange={(view) => update({ view })}
        />
        {!bySociety && (wide || showFilters) && (
          <Select
            className="kn-adm-queue-select--narrow"
            aria-label={t('Sort')}
            value={filters.sort}
            options={options(SORT_LABELS, QUEUE_SORTS)}
            onChange={(sort: QueueFilters['sort']) => update({ sort })}
          />
        )}
        {!wide && (
          <Button
            aria-expanded={showFilters}
            aria-controls="kn-adm-queue-filters"
            onClick={() => setShowFilters((shown) => !shown)}
          >
            {showFilters ? t('Hide filters') : narrowed ? t('Filters (on)') : t('Filters')}
          </Button>
        )}
      </div>
      {(wide || showFilters) && <QueueFilterBar filters={filters} update={update} />}
      {bySociety && (
        <p className="kn-adm-page-hint">
          {t('Open orders, gathered for one rider per society. The longest-waiting society comes first.')}
        </p>
      )}
      <QueueBody filters={filters} update={update} result={shown} now={now} isNew={cue.isNew} wide={wide} />
      {!bySociety && filters.state === 'open' && <AwaitingPayment now={now} wide={wide} />}
    </section>
  );
}

interface QueueBodyProps {
  filters: QueueFilters;
  update: (change: Partial<QueueFilters>) => void;
  result: ReturnType<typeof useGetAdminOrdersQuery>;
  now: number;
  isNew: (orderId: string) => boolean;
  wide: boolean;
}

function QueueBody({ filters, update, result, now, isNew, wide }: QueueBodyProps) {
  // `currentData` is for these filters; `data` may still be the previous filters' while reading.
  const t = useT();
  const { currentData: data, error, isFetching, refetch } = result;
  const retry = () => void refetch();
  if (!data) return error ? <QueueError error={error} retrying={isFetching} onRetry={retry} /> : <QueueLoading />;
  const problem = error && <QueueError error={error} retrying={isFetching} onRetry={retry} />;
  if (data.items.length === 0) {
    const clear = () =>
      update({ from: undefined, to: undefined, society: undefined, paymentMethod: undefined, search: '' });
    return (
      <>
        {problem}
        <QueueEmpty filters={filters} total={data.total} onClear={clear} onFirstPage={() => update({ page: 1 })} />
      </>
    );
  }
  if (filters.view === 'society') return <SocietyRuns orders={data.items} total={data.total} now={now} isNew={isNew} />;
  const View = wide ? OrdersTable : OrderCards;
  return (
    <>
      {problem}
      <View orders={data.items} now={now} isNew={isNew} />
      <div className="kn-adm-queue-pages">
        <span className="kn-adm-muted">
          {t('{count, plural, one {# order} other {# orders}}', { count: data.total })}
        </span>
        {data.pages > 1 && (
          <Pagination
            current={filters.page}
            total={data.total}
            pageSize={ADMIN_ORDERS_PAGE_SIZE_DEFAULT}
            showSizeChanger={false}
            simple={!wide}
            onChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </div>
    </>
  );
}
