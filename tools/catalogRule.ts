import path from 'node:path';

/**
 * A front end's language catalogues (`src/i18n/en.json`, `hi.json`, shared's catalogue of the
 * API's sentences in `src/i18n/api/` and of the printed bill in `src/i18n/bill/`), compiled at
 * build time (catalogLoader.cjs).
 */
export const catalogRule = {
  test: /[\\/]src[\\/]i18n[\\/](?:(?:api|bill)[\\/])?[a-z]{2}\.json$/,
  loader: path.join(__dirname, 'catalogLoader.cjs'),
  type: 'javascript/auto' as const,
};
