/**
 * Production build of the API: CommonJS bundles of our TypeScript (including the parts of
 * @kirana/shared they import) with npm dependencies left external, so the image runs plain
 * `node dist/server.cjs` with `npm install --omit=dev` beside it. The catalogue file's worker
 * thread has its own bundle beside it, `dist/catalogueFileWorker.cjs` (`src/catalogueFile/fileCheckPool.ts`).
 * `API_BUILD_DIR` writes elsewhere (the test that runs the built worker).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// From __filename: loaded from an ES module (scripts/ under tsx), this file's __dirname is not its own.
const apiDir = path.resolve(path.dirname(__filename), '..');

/** Where `npm run build --workspace api` writes the bundles. */
export const API_DIST = path.join(apiDir, 'dist');
/** The server's bundle there. */
export const API_BUNDLE = path.join(API_DIST, 'server.cjs');

/** Bundles the server and the catalogue file's worker into `outdir` (each with its source map beside it). */
export async function buildApiBundle(
  outdir = process.env.API_BUILD_DIR ?? API_DIST,
  logLevel: 'info' | 'silent' = 'info',
): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter((name) => name !== '@kirana/shared');
  await build({
    entryPoints: {
      server: path.join(apiDir, 'src', 'server.ts'),
      catalogueFileWorker: path.join(apiDir, 'src', 'catalogueFile', 'fileCheckWorker.ts'),
    },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel,
  });
}

if (require.main === module) void buildApiBundle().catch(() => process.exit(1));
