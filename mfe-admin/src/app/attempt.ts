import { toast } from 'react-toastify';
import { errorMessage } from '@kirana/shared';

/**
 * Runs an admin write, toasting `success` when it lands and the server's message (else the
 * error's) when it fails — spec §8's rule for admin actions. Resolves to whether it landed.
 */
export async function attempt(work: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await work();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}
