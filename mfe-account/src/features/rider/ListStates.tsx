import type { ReactNode } from 'react';
import { CenteredSpinner, DangerAlert, errorMessage } from '@kirana/shared';
import { useT } from '../../i18n';

/** A rider's list as RTK Query reads it, and how to read it again. */
interface ListRead<T> {
  /** The list to show (undefined until it has been read). */
  list: T[] | undefined;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A list's four states: a spinner while it is first read, the failure with Retry, `empty` when
 * there is nothing, else the list itself.
 */
export function ListStates<T>({
  read,
  loading,
  failed,
  empty,
  children,
}: {
  read: ListRead<T>;
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  const t = useT();
  const { list, error, isLoading, isFetching, refetch } = read;
  if (isLoading) return <CenteredSpinner label={loading} />;
  if (!list)
    return (
      <DangerAlert>
        {failed} {errorMessage(error)}
        <button type="button" className="kn-ui-button" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t('Retrying…') : t('Retry')}
        </button>
      </DangerAlert>
    );
  if (list.length === 0) return <>{empty}</>;
  return <>{children(list)}</>;
}
