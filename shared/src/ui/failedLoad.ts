/**
 * A read that failed, as a panel offering Retry is given it (the catalogue's and the admin's load
 * errors draw it each their own way): the error, whether it is being asked for again, and how.
 */
export interface FailedLoad {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}
