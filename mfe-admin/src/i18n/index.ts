import { defineCatalog } from '@kirana/shared';
import en from './en.json';

/** The admin's strings: English in the bundle, Hindi loaded when chosen (customers never download either). */
export const { t, useT } = defineCatalog('admin', en, { hi: () => import('./hi.json') });
