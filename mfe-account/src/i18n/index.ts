import { defineCatalog } from '@kirana/shared';
import en from './en.json';

/**
 * The account remote's strings (account, orders, order page, profile, support, addresses, location): English
 * in the bundle, Hindi loaded when chosen.
 */
export const { t, useT } = defineCatalog('account', en, { hi: () => import('./hi.json') });
