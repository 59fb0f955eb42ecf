import { Alert, Button, Empty, Skeleton } from 'antd';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { isNarrowed, type QueueFilters } from './queueFilters';
import { useT } from '../../i18n';

/** Grey rows the shape of orders while the first read is under way. */
export function QueueLoading() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading orders')} className="kn-adm-queue-loading">
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}

/** A read failed: say why and offer Retry (the list already on screen, if any, stays). */
export function QueueError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('Couldn’t load the orders')}
      description={errorMessage(error)}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('Retry')}
        </Button>
      }
    />
  );
}

const EMPTY: Record<QueueFilters['state'], string> = {
  open: 'No open orders. Everything is delivered.',
  unpaid: 'No cash to collect. Every delivered order is paid.',
  all: 'No orders yet. They will appear here the moment a customer orders.',
};

/** Nothing to show: why, and the way out (clear the filters, or back to the first page). */
export function QueueEmpty({
  filters,
  total,
  onClear,
  onFirstPage,
}: {
  filters: QueueFilters;
  total: number;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  const t = useT();
  if (total > 0) {
    return (
      <Empty description={t('No orders on this page')}>
        <Button onClick={onFirstPage}>{t('Go to the first page')}</Button>
      </Empty>
    );
  }
  if (isNarrowed(filters)) {
    return (
      <Empty description={t('No orders match these filters')}>
        <Button onClick={onClear}>{t('Clear filters')}</Button>
      </Empty>
    );
  }
  return <Empty description={t(filters.view === 'society' ? EMPTY.open : EMPTY[filters.state])} />;
}
