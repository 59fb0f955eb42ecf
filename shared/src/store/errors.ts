/** The server's `{ message }` when it sent one, else the error's own message (spec §8). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as { status?: unknown; data?: unknown; message?: unknown; error?: unknown };
  if (e.data && typeof e.data === 'object' && typeof (e.data as { message?: unknown }).message === 'string') {
    return (e.data as { message: string }).message;
  }
  if (e.status === 'FETCH_ERROR') return 'Could not reach the store. Check your connection and try again.';
  if (e.status === 'TIMEOUT_ERROR') return 'The store took too long to answer. Please try again.';
  if (typeof e.error === 'string') return e.error;
  if (typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}

export function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
