import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type CatalogueImportPreview, readSentence } from '@kirana/shared/domain';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000016', { isAdmin: true });
});
afterAll(() => t.close());

const HEADER = 'sku,name,name_hi,category,quantity,mrp,selling_price,stock,on_sale,images,description\r\n';
/** 20,000 rows, each naming a category the store does not have; every tenth also has no name. */
const BAD_FILE =
  HEADER +
  Array.from(
    { length: 20_000 },
    (_, i) => `BAD-${i},${i % 10 === 0 ? '' : `Product ${i}`},,Snax,1 kg,50,45,3,yes,,\r\n`,
  ).join('');
const preview = (payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/catalogue/import/preview',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload,
  });

describe('a large file', () => {
  it('answers the first 200 rows with problems and counts every problem by kind', async () => {
    const res = await preview(JSON.stringify({ csv: BAD_FILE }));
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(200_000);
    const plan = res.json<CatalogueImportPreview>();
    expect(plan.invalid).toHaveLength(200);
    expect(plan.invalid.map((row) => row.line)).toEqual(Array.from({ length: 200 }, (_, i) => i + 2));
    expect(plan.invalid[0]?.problems).toEqual(['The name is missing', 'There is no category “Snax”']);
    expect([plan.invalidRows, plan.problemCount]).toEqual([20_000, 22_000]);
    expect(plan.problemKinds).toEqual([
      {
        count: 20_000,
        line: 2,
        problem: 'There is no category “Snax”',
        sentence: { text: 'There is no category “{category}”', values: { category: 'Snax' } },
      },
      { count: 2_000, line: 2, problem: 'The name is missing', sentence: { text: 'The name is missing' } },
    ]);
    expect(plan.unknownCategories).toEqual([{ name: 'Snax', rows: 20_000 }]);
  });

  it('is checked off the event loop: the store’s status is answered at once meanwhile', async () => {
    // The same instance answers /api/store while it checks 20,000 rows. Checked on the event loop, the
    // status waited for the whole check (answered once, after it); in the worker it waits for the
    // body's JSON only. Measured against the check's own time, so a busy test machine slows both
    // sides alike; the bench (api/bench/previewResponsiveness.ts) gives the figures in milliseconds.
    await t.app.inject({ url: '/api/store' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let done = false;
    const started = performance.now();
    const checking = preview(JSON.stringify({ csv: BAD_FILE })).finally(() => {
      done = true;
    });
    let slowest = 0;
    let answered = 0;
    while (!done) {
      const start = performance.now();
      const status = await t.app.inject({ url: '/api/store' });
      expect(status.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - start);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const took = performance.now() - started;
    delay.disable();
    expect((await checking).statusCode).toBe(200);
    expect(answered).toBeGreaterThan(3);
    expect(slowest).toBeLessThan(took / 3);
    expect(delay.max / 1e6).toBeLessThan(took / 3);
  });
});

describe('a file that is not UTF-8', () => {
  it('is refused with a sentence that says so, before any row is read', async () => {
    // What a browser or a script sends when it passes the file's bytes on as they are (Excel's "CSV" in ISO-8859-1).
    const latin1 = Buffer.from(
      JSON.stringify({ csv: `${HEADER}CAFE-1,Café au lait,,Dairy,1 L,50,45,3,yes,,\r\n` }),
      'latin1',
    );
    const res = await preview(latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The file is not in UTF-8, so some letters would be lost. In Excel choose Save As → “CSV UTF-8 (comma delimited)”, in LibreOffice choose the UTF-8 character set, then choose the file again.',
    );
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/catalogue/import',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: latin1,
    });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toBe(res.json().message);
  });

  it('in UTF-8, with or without a byte-order mark, is read as it is', async () => {
    for (const mark of ['', '\uFEFF']) {
      const res = await preview(
        JSON.stringify({ csv: `${mark}${HEADER}CAFE-1,Café au lait,,Dairy,1 L,50,45,3,yes,,\r\n` }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<CatalogueImportPreview>().create).toEqual([expect.objectContaining({ name: 'Café au lait' })]);
    }
  });

  it('read by a client that replaced its letters with U+FFFD has those rows flagged', async () => {
    const res = await preview(
      JSON.stringify({ csv: `${HEADER}CAFE-1,Caf\uFFFD au lait,,Dairy,1 L,50,45,3,yes,,\r\n` }),
    );
    const plan = res.json<CatalogueImportPreview>();
    expect(plan.create).toEqual([]);
    expect(plan.invalid.map((row) => [row.line, row.sentences.map((said) => readSentence(said))])).toEqual([
      [
        2,
        [
          'The row has a character that could not be read (�): the file was not saved as UTF-8. Save it as “CSV UTF-8” and choose it again',
        ],
      ],
    ]);
  });
});
