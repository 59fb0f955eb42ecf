import { defineCatalog } from '@kirana/shared';
import en from './en.json';

/**
 * The shell's strings (header, footer, login, offline screen, remote errors): English in the bundle, Hindi
 * loaded when chosen.
 */
export const { t, useT } = defineCatalog('shell', en, { hi: () => import('./hi.json') });
