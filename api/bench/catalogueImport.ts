/**
 * `npm run bench` (part): the catalogue's spreadsheet on 50,000 products — export all of it, then
 * preview and apply a 5,000-row file (2,500 price changes, 2,500 new products), through the API
 * (`inject`). A throwaway database as in `run.ts`; prints timings, never fails on speed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogueImportPreview, CatalogueImportResult } from '@kirana/shared/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { csvLine, parseCsv } from '../src/lib/csv';
import { signInAs } from '../test/signIn';
import { createTestDatabase } from '../test/testDatabase';
import { generatedProduct, loadProducts } from './catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ROWS = 5_000;
const seconds = (start: bigint) => (Number(process.hrtime.bigint() - start) / 1e9).toFixed(2);

async function main(): Promise<void> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-'));
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'true', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  try {
    const app = await buildApp(config, { db: database.db });
    await loadProducts(database.db, PRODUCTS);
    await database.db.exec('VACUUM ANALYZE products');
    const admin = await signInAs(database.db, '9000000099', { isAdmin: true });

    let start = process.hrtime.bigint();
    const exported = await app.inject({ url: '/api/catalogue/export.csv', headers: admin.headers });
    const [header, ...rows] = parseCsv(exported.body);
    console.log(
      `Catalogue file, ${database.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: export of ${rows.length.toLocaleString('en-IN')} products (${(exported.body.length / 1e6).toFixed(1)} MB) in ${seconds(start)} s`,
    );

    const changed = rows.slice(0, ROWS / 2).map((row) => {
      const cells = [...row.cells];
      cells[5] = (Number(cells[5]) + 1).toFixed(2); // MRP up ₹1
      return csvLine(cells);
    });
    const added = Array.from({ length: ROWS / 2 }, (_, i) => {
      const product = generatedProduct(PRODUCTS + i);
      return csvLine([
        `NEW-${i}`,
        product.name,
        '',
        'Dairy',
        product.quantityLabel,
        (product.mrpPaise / 100).toFixed(2),
        (product.sellingPricePaise / 100).toFixed(2),
        product.stock,
        'yes',
        '',
        product.description,
      ]);
    });
    const csv = csvLine(header?.cells ?? []) + [...changed, ...added].join('');
    const send = (url: string) => app.inject({ method: 'POST', url, headers: admin.headers, payload: { csv } });

    start = process.hrtime.bigint();
    const preview = (await send('/api/catalogue/import/preview')).json<CatalogueImportPreview>();
    console.log(
      `preview of ${ROWS.toLocaleString('en-IN')} rows (${preview.create.length} new, ${preview.update.length} changed, ${preview.invalid.length} invalid) in ${seconds(start)} s`,
    );
    start = process.hrtime.bigint();
    const result = (await send('/api/catalogue/import')).json<CatalogueImportResult>();
    console.log(`apply: ${result.message} in ${seconds(start)} s (target: preview and apply under 10 s each)`);
    await app.close();
  } finally {
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
