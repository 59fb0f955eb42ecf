import { defineCatalog } from '@kirana/shared';
import en from './en.json';

/** The cart and checkout's strings: English in the bundle, Hindi loaded when chosen. */
export const { t, useT } = defineCatalog('cart-checkout', en, { hi: () => import('./hi.json') });
