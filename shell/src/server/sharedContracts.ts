import * as loaded from '@kirana/shared/contracts';

/**
 * `@kirana/shared` is a CommonJS package of TypeScript files; the shell's static server and the
 * repository's scripts/ are ES modules (both packages are `"type": "module"`). Run by tsx
 * (`npm start`, `scripts/publish-remote.ts`), Node sees such a package's re-exported names only as
 * its default export, so a named import fails to link; jest and rspack see the names. This takes
 * whichever shape arrived (read through `Reflect`, so rspack, which bundles this into the
 * storefront server, does not reject a `default` it knows is absent).
 */
const contracts = (Reflect.get(loaded, 'default') as typeof loaded | undefined) ?? loaded;

export const { REMOTE_NAMES, SECURITY_HEADERS } = contracts;
