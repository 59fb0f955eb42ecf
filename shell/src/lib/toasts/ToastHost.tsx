import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from '@kirana/shared';

/** The toast area itself, in a chunk of its own with react-toastify. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
