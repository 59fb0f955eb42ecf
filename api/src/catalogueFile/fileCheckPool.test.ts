import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FileCheckAnswer } from './checkFile';
import { FILE_CHECK_WORKER, fileChecker } from './fileCheckPool';

const API_DIR = path.resolve(__dirname, '..', '..');
const task = {
  text: 'sku,name,category,quantity,mrp,selling_price\r\nA-1,Kesar Lassi,Dairy,200 ml,40,35\r\nB-2,,Snax,1 kg,5,5\r\n',
  categories: [{ id: 'c1', name: 'Dairy', slug: 'dairy' }],
  createCategories: [],
  uploadDir: API_DIR,
};
const expected: FileCheckAnswer = {
  check: expect.objectContaining({
    valid: [expect.objectContaining({ line: 2, sku: 'A-1', fields: expect.objectContaining({ categoryId: 'c1' }) })],
    invalidRows: 1,
    problemCount: 2,
    unknownCategories: [{ name: 'Snax', rows: 1 }],
  }),
};

/** The worker has to load its code wherever the API runs: from TypeScript (tsx, jest) and from the production bundle. */
describe('the file checker’s worker thread', () => {
  it('runs from source, loading its TypeScript through tsx', async () => {
    expect(FILE_CHECK_WORKER).toBe(path.join(__dirname, 'fileCheckWorker.cjs'));
    const checker = fileChecker();
    try {
      expect(await checker.check(task)).toEqual(expected);
    } finally {
      await checker.close();
    }
  });

  it('runs from the production build (scripts/build.ts), beside the server bundle', async () => {
    // Inside api/dist (ignored by git) so the bundle finds its npm dependencies and the API's folders as the image does.
    mkdirSync(path.join(API_DIR, 'dist'), { recursive: true });
    const out = mkdtempSync(path.join(API_DIR, 'dist', 'test-'));
    try {
      execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(API_DIR, 'scripts', 'build.ts')], {
        env: { ...process.env, API_BUILD_DIR: out },
        stdio: 'pipe',
      });
      // The server bundle is not TypeScript, so it looks for the worker's bundle beside itself.
      expect(readFileSync(path.join(out, 'server.cjs'), 'utf8')).toContain('"catalogueFileWorker.cjs"');
      const checker = fileChecker(path.join(out, 'catalogueFileWorker.cjs'));
      try {
        expect(await checker.check(task)).toEqual(expected);
      } finally {
        await checker.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
