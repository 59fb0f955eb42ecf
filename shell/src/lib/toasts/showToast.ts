import { needToasts } from './Toasts';

/** A toast from the shell's own always-loaded code, without putting react-toastify in the first paint. */
export async function showToast(kind: 'info' | 'success' | 'error', message: string): Promise<void> {
  needToasts();
  const { toast } = await import('react-toastify');
  toast[kind](message);
}
