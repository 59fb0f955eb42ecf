import en from './en.json';
import { defineCatalog } from './catalogs';

/** The strings of shared's own UI and the domain's labels and messages, which every front end shows. */
export const { t: sharedT, useT: useSharedT } = defineCatalog('shared', en, { hi: () => import('./hi.json') });
