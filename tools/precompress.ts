import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Compiler } from '@rspack/core';

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

/**
 * Writes `<file>.gz` beside every text file a production browser build emits, with Zopfli:
 * standard gzip every browser reads, about 3% smaller than zlib's best, because it is compressed
 * once at build time rather than on each request. Static hosts send it as it is (the Node static
 * server through sirv, nginx's `gzip_static`). The Node server compresses nothing on request, so even
 * a small file gets its copy when gzip makes it smaller; `output.clean` removes the old ones with the
 * old files.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const dist = compilation.outputOptions.path!;
      const names = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name))
        .map((asset) => asset.name);
      for (const name of names) {
        const file = path.join(dist, name);
        const body = await readFile(file);
        const zipped = await gzipAsync(body, { numiterations: body.length > 300_000 ? 5 : 15 });
        if (zipped.length < body.length) await writeFile(`${file}.gz`, zipped);
      }
    });
  }
}
