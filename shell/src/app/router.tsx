import { createBrowserRouter } from 'react-router-dom';
import { AppFrame } from './AppFrame';
import { RouteSwitch } from './RouteSwitch';

/**
 * The one router. Every path falls to RouteSwitch, which picks the owning remote from the
 * contract; the remote renders its own route objects below it (relative to the root).
 */
export const router = createBrowserRouter([{ element: <AppFrame />, children: [{ path: '*', element: <RouteSwitch /> }] }]);
