import type { RouteObject } from 'react-router-dom';
import { HomePage } from './features/home/HomePage';

/** Relative to the root of the shell's router. */
export const routes: RouteObject[] = [{ index: true, element: <HomePage /> }];
