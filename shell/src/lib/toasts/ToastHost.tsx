import { ToastContainer } from 'react-toastify';
// The build takes react-toastify without the stylesheet it would inject; its styles come here, with
// their variables scoped to the toast area (tools/toastifyStylesLoader.cjs).
import 'react-toastify/ReactToastify.css';
import { TOAST_OPTIONS } from '@kirana/shared';

/** The toast area itself, in a chunk of its own with react-toastify. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
