import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './appRoutes';

/** The one router in the browser. */
export const router = createBrowserRouter(appRoutes);
