import { defineCatalog } from '@kirana/shared';
import en from '../../i18n/bill/en.json';

/**
 * The printed bill's strings, a catalogue of its own (`shared/src/i18n/bill/`): loaded with the
 * receipt's lazy chunk, on the pages that print a bill, never on the home page.
 */
export const { useT: useBillT } = defineCatalog('bill', en, { hi: () => import('../../i18n/bill/hi.json') });
