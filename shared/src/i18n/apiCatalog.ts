import en from './api/en.json';
import { defineCatalog } from './catalogs';

/**
 * The API's sentences (a refusal's `sentence`, beside its English `message`): one catalogue for
 * every front end, loaded with the others in the language shown. Its keys are gathered from the
 * API's code, the domain and the request schemas (tools/apiSentences.ts).
 */
export const { t: apiT } = defineCatalog('api', en, { hi: () => import('./api/hi.json') });
