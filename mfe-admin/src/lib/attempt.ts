import { toast } from 'react-toastify';
import { errorMessage } from './shopkeeperMessage';

/**
 * Runs an admin write, toasting `success` when it lands (or what `success` makes of the write's
 * answer) and the server's message (else the error's) when it fails, as every admin action does.
 * Resolves to whether it landed.
 */
export async function attempt<T>(work: () => Promise<T>, success: string | ((answer: T) => string)): Promise<boolean> {
  try {
    const answer = await work();
    toast.success(typeof success === 'string' ? success : success(answer));
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}
