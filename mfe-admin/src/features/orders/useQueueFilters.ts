import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@kirana/shared';
import { filtersFromParams, paramsFromFilters, type QueueFilters } from './queueFilters';

/**
 * The queue's filters live in the URL (`/orders?state=unpaid&society=…&q=98765`), so a refresh,
 * a shared link or Back from an order shows the same queue. Changing a filter goes back to page 1;
 * the history entry is replaced, so Back leaves the queue rather than stepping through keystrokes.
 */
export function useQueueFilters(): [QueueFilters, (change: Partial<QueueFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<QueueFilters>) =>
      setParams(
        (current) => {
          const before = filtersFromParams(current);
          return paramsFromFilters({ ...before, page: 1, ...change });
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, update];
}
