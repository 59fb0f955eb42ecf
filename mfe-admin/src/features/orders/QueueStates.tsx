import { Alert, Button, Empty, Skeleton } from 'antd';
import { errorMessage } from '../../app/shopkeeperMessage';
import { isNarrowed, type QueueFilters } from './queueFilters';

/** Grey rows the shape of orders while the first read is under way. */
export function QueueLoading() {
  return (
    <div role="status" aria-label="Loading orders" className="kn-adm-queue-loading">
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}

/** A read failed: say why and offer Retry (the list already on screen, if any, stays). */
export function QueueError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Couldn’t load the orders"
      description={errorMessage(error)}
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
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
export function QueueEmpty({ filters, total, onClear, onFirstPage }: { filters: QueueFilters; total: number; onClear: () => void; onFirstPage: () => void }) {
  if (total > 0) {
    return (
      <Empty description="No orders on this page">
        <Button onClick={onFirstPage}>Go to the first page</Button>
      </Empty>
    );
  }
  if (isNarrowed(filters)) {
    return (
      <Empty description="No orders match these filters">
        <Button onClick={onClear}>Clear filters</Button>
      </Empty>
    );
  }
  return <Empty description={filters.view === 'society' ? EMPTY.open : EMPTY[filters.state]} />;
}
