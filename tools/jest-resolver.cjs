/**
 * Jest on Node 20 cannot require() an ES module, and `cookie@2` (reached through fastify's
 * inject and @fastify/cookie) and `@lingui/core` (the i18n runtime) are ESM-only. Node and Rspack
 * load them natively in production; under jest only, this resolver swaps each hoisted copy for a
 * CommonJS bundle built once with esbuild. Other copies (engine.io's cookie@0.7) resolve as usual.
 */
const fs = require('node:fs');
const path = require('node:path');

const ESM_ONLY = ['cookie', '@lingui/core'];
const cacheDir = path.join(__dirname, '..', 'node_modules', '.cache', 'kirana-jest');
const shims = new Map();

function shimFor(entry, name) {
  if (!shims.has(entry)) {
    const out = path.join(cacheDir, `${name.replace('/', '+')}.cjs`);
    const stale = !fs.existsSync(out) || fs.statSync(out).mtimeMs < fs.statSync(entry).mtimeMs;
    if (stale) {
      fs.mkdirSync(cacheDir, { recursive: true });
      require('esbuild').buildSync({
        entryPoints: [entry],
        bundle: true,
        format: 'cjs',
        platform: 'node',
        outfile: out,
        logLevel: 'error',
      });
    }
    shims.set(entry, out);
  }
  return shims.get(entry);
}

const hoisted = new Map(
  ESM_ONLY.map((name) => {
    try {
      return [require.resolve(name, { paths: [path.join(__dirname, '..')] }), name];
    } catch {
      return [null, name];
    }
  }),
);

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const name = hoisted.get(resolved);
  return name ? shimFor(resolved, name) : resolved;
};
