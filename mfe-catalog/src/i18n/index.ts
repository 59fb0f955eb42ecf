import { defineCatalog } from '@kirana/shared';
import en from './en.json';

/** The catalogue's strings (home, search, product, terms): English in the bundle, Hindi loaded when chosen. */
export const { t, useT } = defineCatalog('catalog', en, { hi: () => import('./hi.json') });
