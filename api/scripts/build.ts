/**
 * Production build of the API: one CommonJS bundle of our TypeScript (including the parts of
 * @kirana/shared it imports) with npm dependencies left external, so the image runs plain
 * `node dist/server.cjs` with `npm install --omit=dev` beside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@kirana/shared');

void build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile: path.join(apiDir, 'dist', 'server.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
}).catch(() => process.exit(1));
