import {
  type CatalogueImportPreview,
  type CatalogueImportResult,
  type Product,
  readSentence,
} from '@kirana/shared/domain';
import { csvLine, parseCsv, UTF8_BOM } from '../../lib/csv';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000015', { isAdmin: true });
});
afterAll(() => t.close());

/** The columns a file made before the tax columns has: importing it leaves every product's tax as it is. */
const HEADER = 'sku,name,name_hi,category,quantity,mrp,selling_price,stock,on_sale,images,description';
const EXPORT_HEADER = `${HEADER},hsn_code,gst_rate`;
const exportCsv = async (query = '') =>
  t.app.inject({ url: `/api/catalogue/export.csv${query}`, headers: admin.headers });
const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const preview = async (csv: string, options: object = {}) => {
  const res = await post('/api/catalogue/import/preview', { csv, ...options });
  expect(res.statusCode).toBe(200);
  return res.json<CatalogueImportPreview>();
};
const apply = (csv: string, options: object = {}) => post('/api/catalogue/import', { csv, ...options });
const productCount = async () =>
  Number((await t.database.db.query<{ n: string }>('SELECT count(*) AS n FROM products'))[0]?.n);
const bySku = async (sku: string) =>
  (
    await t.database.db.query<{ id: string; name: string; stock: number; mrp_paise: number; is_active: boolean }>(
      'SELECT id, name, stock, mrp_paise, is_active FROM products WHERE lower(sku) = lower($1)',
      [sku],
    )
  )[0];

describe('exporting the catalogue', () => {
  it('writes every product, active or not, with stable columns, UTF-8 with a BOM, rupees as plain numbers', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kirana-catalogue.csv"');
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header?.cells.join(',')).toBe(EXPORT_HEADER);
    expect(rows).toHaveLength(await productCount());
    const milk = rows.find((row) => row.cells[1] === 'Toned Milk');
    expect(milk?.cells).toEqual([
      expect.stringMatching(/^KN\d{5}$/),
      'Toned Milk',
      'टोंड दूध',
      'Dairy',
      expect.any(String),
      expect.stringMatching(/^\d+\.\d\d$/),
      expect.stringMatching(/^\d+\.\d\d$/),
      expect.stringMatching(/^\d+$/),
      'yes',
      expect.stringMatching(/^\/images\/seed\//),
      expect.any(String),
      // The demo seed's HSN code, and fresh milk's rate (exempt).
      '0401',
      '0',
    ]);
    expect(res.body).not.toContain('₹');
  });

  it('a category or a search exports only its products', async () => {
    const dairy = parseCsv((await exportCsv('?category=dairy')).body).slice(1);
    expect(dairy.length).toBeGreaterThan(0);
    expect(dairy.every((row) => row.cells[3] === 'Dairy')).toBe(true);
    const doodh = parseCsv((await exportCsv('?search=doodh')).body)
      .slice(1)
      .map((row) => row.cells[1]);
    expect(doodh).toEqual(expect.arrayContaining(['Toned Milk', 'Full Cream Milk']));
    expect(doodh).not.toContain('Potato');
  });

  it('a search exports the products the admin’s list shows for it, not the weaker matches the list leaves out', async () => {
    for (const search of ['atta', 'milk', 'dairy', 'tomatos']) {
      const listed = (
        await t.app.inject({
          url: `/api/products?search=${search}&includeInactive=true&pageSize=100`,
          headers: admin.headers,
        })
      )
        .json<{ items: Product[] }>()
        .items.map((product) => product.name)
        .sort();
      expect(listed.length).toBeGreaterThan(0);
      const exported = parseCsv((await exportCsv(`?search=${search}`)).body)
        .slice(1)
        .map((row) => row.cells[1])
        .sort();
      expect([search, exported]).toEqual([search, listed]);
    }
  });

  it('neutralises a cell a spreadsheet would run as a formula, and reads it back as written', async () => {
    await t.database.db.query(
      `UPDATE products SET description = '=HYPERLINK("http://evil","win")' WHERE name = 'Potato'`,
    );
    const body = (await exportCsv('?search=potato')).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil"",""win"")"`);
    const plan = await preview(body);
    expect([plan.update, plan.invalid]).toEqual([[], []]);
  });
});

describe('importing a file', () => {
  it('round trip: the exported catalogue imports as no change at all', async () => {
    const csv = (await exportCsv()).body;
    const plan = await preview(csv);
    expect(plan).toEqual({
      create: [],
      update: [],
      unchanged: await productCount(),
      invalid: [],
      invalidRows: 0,
      problemCount: 0,
      problemKinds: [],
      unknownCategories: [],
      stockDiffers: 0,
    });
    const res = await apply(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json<CatalogueImportResult>()).toMatchObject({ created: 0, updated: 0, categoriesCreated: [] });
  });

  it('previews creates, updates and unchanged rows without changing anything, then applies them', async () => {
    const [milkRow] = parseCsv((await exportCsv('?search=toned%20milk')).body)
      .slice(1)
      .filter((row) => row.cells[1] === 'Toned Milk');
    const milkSku = milkRow!.cells[0]!;
    const before = await productCount();
    const csv = [
      HEADER,
      `${milkSku},Toned Milk,टोंड दूध,Dairy,500 ml,99.00,95.50,,yes,,Fresh toned milk`,
      'NEW-001,Kesar Lassi,केसर लस्सी,dairy,200 ml,"1,200.00",30,12,yes,,A sweet lassi',
      ',Plain Chaas,,Dairy,200 ml,20,18,5,,,',
    ].join('\r\n');
    const plan = await preview(csv);
    expect(plan.create).toEqual([
      { line: 3, sku: 'NEW-001', name: 'Kesar Lassi', category: 'dairy', mrp: 1200, sellingPrice: 30, stock: 12 },
      { line: 4, name: 'Plain Chaas', category: 'Dairy', mrp: 20, sellingPrice: 18, stock: 5 },
    ]);
    expect(plan.update).toEqual([
      {
        line: 2,
        sku: milkSku,
        name: 'Toned Milk',
        changes: expect.arrayContaining([
          // From the price it has now (as exported), to the file's.
          { field: 'mrp', from: milkRow!.cells[5], to: '99.00' },
          { field: 'selling_price', from: milkRow!.cells[6], to: '95.50' },
        ]),
      },
    ]);
    expect(await productCount()).toBe(before);

    const res = await apply(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json<CatalogueImportResult>()).toEqual({
      created: 2,
      updated: 1,
      unchanged: 0,
      categoriesCreated: [],
      message: 'Imported: 2 products added, 1 updated, 0 unchanged.',
    });
    expect(await productCount()).toBe(before + 2);
    expect((await bySku(milkSku))?.mrp_paise).toBe(9900);
    const lassi = await bySku('new-001');
    expect(lassi).toMatchObject({ name: 'Kesar Lassi', stock: 12, is_active: true });
    const chaas = await t.database.db.query<{ sku: string; images: string[] }>(
      `SELECT sku, images FROM products WHERE name = 'Plain Chaas'`,
    );
    expect(chaas[0]?.sku).toMatch(/^KN\d{5}$/);
    expect(chaas[0]?.images).toEqual([]);

    // Customers find them at once (the import told the catalogue).
    const found = (await t.app.inject('/api/products?search=lassi')).json<{ items: Product[] }>().items;
    expect(found.map((p) => p.name)).toContain('Kesar Lassi');
  });

  it('says what is wrong with every bad row, by line, in words a shopkeeper understands', async () => {
    const csv = [
      HEADER,
      'BAD-1,,,Dairy,1 L,50,45,1,yes,,',
      'BAD-2,Cheap MRP,,Dairy,1 L,40,45,1,yes,,',
      'BAD-3,No such shelf,,Frozen Foods,1 L,50,45,1,yes,,',
      'BAD-4,Priced in words,,Dairy,1 L,fifty,₹45,1,yes,,',
      'BAD-1,Twice,,Dairy,1 L,50,45,1,yes,,',
      'BAD-6,Half a unit,,Dairy,1 L,50,45,2.5,maybe,,',
      'BAD-7,No picture here,,Dairy,1 L,50,45,1,yes,/uploads/missing.png,',
      'BAD 8,Spacey sku,,Dairy,litre,50,45,1,yes,https://example.com/a.png,',
    ].join('\n');
    const plan = await preview(csv);
    expect(plan.create).toEqual([]);
    expect(plan.invalid.map(({ sentences: _, ...row }) => row)).toEqual([
      { line: 2, sku: 'BAD-1', problems: ['The name is missing'] },
      { line: 3, sku: 'BAD-2', name: 'Cheap MRP', problems: ['Selling price cannot be more than the MRP'] },
      { line: 4, sku: 'BAD-3', name: 'No such shelf', problems: ['There is no category “Frozen Foods”'] },
      {
        line: 5,
        sku: 'BAD-4',
        name: 'Priced in words',
        problems: ['The MRP “fifty” is not a number', 'The selling price “₹45” is not a number'],
      },
      { line: 6, sku: 'BAD-1', name: 'Twice', problems: ['The SKU “BAD-1” is also on line 2'] },
      {
        line: 7,
        sku: 'BAD-6',
        name: 'Half a unit',
        problems: ['Stock must be a whole number from 0 to 100000', 'On sale must be yes or no'],
      },
      {
        line: 8,
        sku: 'BAD-7',
        name: 'No picture here',
        problems: ['This store has no image /uploads/missing.png: upload it first, or leave images empty'],
      },
      {
        line: 9,
        sku: 'BAD 8',
        name: 'Spacey sku',
        problems: [
          'The SKU may hold letters, digits, “.”, “-” and “_” (up to 40), starting with a letter or digit',
          'Say how much is in the pack, e.g. 500 g, 1 L or 6 pcs (up to 30 characters)',
          'Images must be uploaded to this store first (an /uploads/… or /images/… address)',
        ],
      },
    ]);
    expect(plan.unknownCategories).toEqual([{ name: 'Frozen Foods', rows: 1 }]);
    // Beside each English problem, its sentence (for the admin's language): the same English, in order.
    for (const row of plan.invalid) expect(row.sentences.map((said) => readSentence(said))).toEqual(row.problems);
    expect(plan.invalid.find((row) => row.name === 'Twice')?.sentences).toEqual([
      { text: 'The SKU “{sku}” is also on line {line}', values: { sku: 'BAD-1', line: 2 } },
    ]);
    expect(plan.invalid.find((row) => row.name === 'Priced in words')?.sentences[0]).toEqual({
      text: 'The MRP “{value}” is not a number',
      values: { value: 'fifty' },
    });
  });

  it('an unknown category is created when the admin agrees, and only then', async () => {
    const csv = `${HEADER}\nFRZ-1,Matka Kulfi,,Frozen Treats,1 pc,40,35,10,yes,,`;
    expect((await preview(csv)).invalid).toHaveLength(1);
    const agreed = await preview(csv, { createCategories: ['frozen treats'] });
    expect([agreed.invalid, agreed.create.map((row) => row.name)]).toEqual([[], ['Matka Kulfi']]);
    const res = await apply(csv, { createCategories: ['Frozen Treats'] });
    expect(res.json<CatalogueImportResult>()).toMatchObject({ created: 1, categoriesCreated: ['Frozen Treats'] });
    const categories = (await t.app.inject('/api/products/categories')).json<{ name: string }[]>();
    expect(categories.map((c) => c.name)).toContain('Frozen Treats');
  });

  it('moves a product into a category the admin agreed to create', async () => {
    const [row] = parseCsv((await exportCsv('?search=onion')).body).slice(1);
    const cells = [...row!.cells];
    cells[3] = 'Pyaaz Corner';
    const csv = `${HEADER}\n${cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')}`;
    const plan = await preview(csv, { createCategories: ['Pyaaz Corner'] });
    expect(plan.update[0]?.changes).toEqual([{ field: 'category', from: row!.cells[3], to: 'Pyaaz Corner' }]);
    const res = await apply(csv, { createCategories: ['Pyaaz Corner'] });
    expect(res.json<CatalogueImportResult>()).toMatchObject({ updated: 1, categoriesCreated: ['Pyaaz Corner'] });
    const [moved] = await t.database.db.query<{ name: string }>(
      'SELECT c.name FROM products p JOIN categories c ON c.id = p.category_id WHERE lower(p.sku) = lower($1)',
      [cells[0] ?? ''],
    );
    expect(moved?.name).toBe('Pyaaz Corner');
  });

  it('a search with no words exports no products', async () => {
    expect(parseCsv((await exportCsv('?search=%25%25')).body)).toHaveLength(1);
  });

  it('a file with one bad row changes nothing at all', async () => {
    const before = await productCount();
    const potato = parseCsv((await exportCsv('?search=potato')).body).find((row) => row.cells[1] === 'Potato')!.cells;
    const csv = [
      HEADER,
      `${potato[0]},Potato renamed,,${potato[3]},1 kg,40,35,,yes,,`,
      'ATOM-1,Fine row,,Dairy,1 L,50,45,1,yes,,',
      'ATOM-2,Bad row,,Dairy,1 L,40,45,1,yes,,',
    ].join('\n');
    const res = await apply(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '1 row cannot be imported (line 4). Nothing was changed: fix the file and preview it again.',
    );
    expect(await productCount()).toBe(before);
    expect((await bySku(potato[0]!))?.name).toBe('Potato');
    expect(await bySku('ATOM-1')).toBeUndefined();
  });

  it('keeps the stock orders have moved since the export, unless told to set it from the file', async () => {
    const [row] = parseCsv((await exportCsv('?search=onion')).body).slice(1);
    const sku = row!.cells[0]!;
    const csv = `${HEADER}\n${row!.cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')}`;
    await t.database.db.query('UPDATE products SET stock = stock + 7 WHERE lower(sku) = lower($1)', [sku]);
    const now = (await bySku(sku))!.stock;
    const plan = await preview(csv);
    expect([plan.update, plan.unchanged, plan.stockDiffers]).toEqual([[], 1, 1]);
    await apply(csv);
    expect((await bySku(sku))?.stock).toBe(now);
    const told = await preview(csv, { setStock: true });
    expect(told.update[0]?.changes).toEqual([{ field: 'stock', from: String(now), to: String(now - 7) }]);
    await apply(csv, { setStock: true });
    expect((await bySku(sku))?.stock).toBe(now - 7);
  });

  it('two imports at once create a new SKU once', async () => {
    const csv = `${HEADER}\nRACE-1,Race Rusk,,Dairy,200 g,30,28,9,yes,,`;
    const results = await Promise.all([apply(csv), apply(csv)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(results.map((res) => res.json<CatalogueImportResult>().created).sort()).toEqual([0, 1]);
    const rows = await t.database.db.query(`SELECT id FROM products WHERE lower(sku) = 'race-1'`);
    expect(rows).toHaveLength(1);
  });

  it('a SKU written like the store’s own numbers moves the numbering past it', async () => {
    await apply(`${HEADER}\nKN90000,Numbered Namkeen,,Dairy,200 g,30,28,9,yes,,`);
    await apply(`${HEADER}\n,Next Namkeen,,Dairy,200 g,30,28,9,yes,,`);
    const [next] = await t.database.db.query<{ sku: string }>(`SELECT sku FROM products WHERE name = 'Next Namkeen'`);
    expect(next?.sku).toBe('KN90001');
  });

  it('refuses files it cannot take, saying why', async () => {
    const message = async (csv: string) => (await post('/api/catalogue/import/preview', { csv })).json().message;
    expect(await message('')).toBe('The file is empty. Export the catalogue to get a file with the right columns.');
    expect(await message('sku,name\nA,B')).toBe(
      'The first line must name the columns; category, quantity, mrp, selling_price are missing. Export the catalogue to get a file with the right columns.',
    );
    expect(await message(`${HEADER}\nA,"open`)).toBe(
      'The file could not be read: a quoted cell that starts on line 2 is never closed.',
    );
    const tooMany = `${HEADER}\n${'X,Y,,Dairy,1 L,2,1,,,,\n'.repeat(20_001)}`;
    expect(await message(tooMany)).toBe(
      'The file has 20,001 products; at most 20,000 can be imported at once. Split it into smaller files.',
    );
    const tooBig = `${HEADER}\n${`,${'N'.repeat(100)},,Dairy,1 L,2,1,,,,${'d'.repeat(1000)}\n`.repeat(5000)}`;
    expect(await message(tooBig)).toBe(
      'The file is larger than 5 MB. Split it into smaller files and import them one by one.',
    );
  });

  it('is the admin’s alone', async () => {
    const shopper = await signInAs(t.database.db, '9876500015');
    for (const [headers, status] of [
      [{}, 401],
      [shopper.headers, 403],
    ] as const) {
      expect((await t.app.inject({ url: '/api/catalogue/export.csv', headers })).statusCode).toBe(status);
      expect((await post('/api/catalogue/import/preview', { csv: HEADER }, headers)).statusCode).toBe(status);
      expect((await post('/api/catalogue/import', { csv: HEADER }, headers)).statusCode).toBe(status);
    }
  });

  describe('HSN code and GST rate', () => {
    const tax = async (sku: string) =>
      (
        await t.database.db.query<{ hsn_code: string | null; gst_rate: number }>(
          'SELECT hsn_code, gst_rate FROM products WHERE lower(sku) = lower($1)',
          [sku],
        )
      )[0];
    /** The exported row of the product named so, as cells by column name. */
    const exported = async (name: string) => {
      const [header, ...rows] = parseCsv((await exportCsv(`?search=${encodeURIComponent(name)}`)).body);
      const row = rows.find((r) => r.cells[1] === name);
      return Object.fromEntries(header!.cells.map((column, i) => [column, row!.cells[i] ?? '']));
    };
    const fileOf = (rows: Record<string, string>[], columns = EXPORT_HEADER.split(',')) =>
      [csvLine(columns), ...rows.map((row) => csvLine(columns.map((column) => row[column] ?? '')))].join('');

    it('export writes them, and the whole catalogue imports back as no change (a leading zero too)', async () => {
      await t.database.db.query(
        `UPDATE products SET hsn_code = '04012000', gst_rate = 5 WHERE name = 'Kesar Badam Flavoured Milk'`,
      );
      const kesar = await exported('Kesar Badam Flavoured Milk');
      expect([kesar.hsn_code, kesar.gst_rate]).toEqual(['04012000', '5']);
      const plan = await preview((await exportCsv()).body);
      expect([plan.update, plan.invalid, plan.unchanged]).toEqual([[], [], await productCount()]);
    });

    it('round trip: export, edit the tax, preview names the changes, import, and the products carry it', async () => {
      // Chocolate milk as a product with no code yet, at 0% (the demo seed gives it 0402 at 5%).
      await t.database.db.query(
        `UPDATE products SET hsn_code = NULL, gst_rate = 0 WHERE name = 'Chocolate Flavoured Milk'`,
      );
      const kesar = await exported('Kesar Badam Flavoured Milk');
      const choco = await exported('Chocolate Flavoured Milk');
      const csv = fileOf([
        // As a spreadsheet gives the code back (the leading zero gone), and a new rate with its % sign.
        { ...kesar, hsn_code: '4012000', gst_rate: '12%' },
        { ...choco, hsn_code: ' 0402 99 90 ', gst_rate: ' 18 ' },
        {
          name: 'Masala Chaas',
          category: 'Dairy',
          quantity: '200 ml',
          mrp: '25',
          selling_price: '22',
          hsn_code: '0403',
          gst_rate: '5',
        },
        // A new product with an empty rate cell is exempt until the store says otherwise.
        { name: 'Fresh Paneer', category: 'Dairy', quantity: '200 g', mrp: '90', selling_price: '85' },
      ]);
      const plan = await preview(csv);
      expect(plan.invalid).toEqual([]);
      expect(plan.update).toEqual([
        {
          line: 2,
          sku: kesar.sku,
          name: 'Kesar Badam Flavoured Milk',
          changes: [{ field: 'gst_rate', from: '5', to: '12' }],
        },
        {
          line: 3,
          sku: choco.sku,
          name: 'Chocolate Flavoured Milk',
          changes: [
            { field: 'hsn_code', from: '', to: '04029990' },
            { field: 'gst_rate', from: '0', to: '18' },
          ],
        },
      ]);
      expect(plan.create.map((row) => row.name)).toEqual(['Masala Chaas', 'Fresh Paneer']);
      expect(await tax(kesar.sku!)).toEqual({ hsn_code: '04012000', gst_rate: 5 });

      expect((await apply(csv)).json<CatalogueImportResult>()).toMatchObject({ created: 2, updated: 2 });
      expect(await tax(kesar.sku!)).toEqual({ hsn_code: '04012000', gst_rate: 12 });
      expect(await tax(choco.sku!)).toEqual({ hsn_code: '04029990', gst_rate: 18 });
      const made = await t.database.db.query<{ name: string; hsn_code: string | null; gst_rate: number }>(
        `SELECT name, hsn_code, gst_rate FROM products WHERE name IN ('Masala Chaas', 'Fresh Paneer') ORDER BY name`,
      );
      expect(made).toEqual([
        { name: 'Fresh Paneer', hsn_code: null, gst_rate: 0 },
        { name: 'Masala Chaas', hsn_code: '0403', gst_rate: 5 },
      ]);
      // The product API reads what the import wrote.
      const [chocoProduct] = (await t.app.inject('/api/products?search=chocolate%20flavoured%20milk')).json<{
        items: Product[];
      }>().items;
      expect(chocoProduct).toMatchObject({ hsnCode: '04029990', gstRate: 18 });
    });

    it('an empty HSN cell clears the code; an empty rate cell keeps the rate; a file without the columns keeps both', async () => {
      const choco = await exported('Chocolate Flavoured Milk');
      expect([choco.hsn_code, choco.gst_rate]).toEqual(['04029990', '18']);
      const withoutColumns = fileOf([{ ...choco, mrp: '99.00' }], HEADER.split(','));
      expect((await preview(withoutColumns)).update[0]?.changes.map((change) => change.field)).toEqual(['mrp']);
      await apply(withoutColumns);
      expect(await tax(choco.sku!)).toEqual({ hsn_code: '04029990', gst_rate: 18 });

      const emptied = fileOf([{ ...choco, mrp: '99.00', hsn_code: '', gst_rate: '' }]);
      expect((await preview(emptied)).update[0]?.changes).toEqual([{ field: 'hsn_code', from: '04029990', to: '' }]);
      await apply(emptied);
      expect(await tax(choco.sku!)).toEqual({ hsn_code: null, gst_rate: 18 });
    });

    it('a wrong code or rate is a problem of its row, by line, and the file changes nothing', async () => {
      const kesar = await exported('Kesar Badam Flavoured Milk');
      const csv = fileOf([
        { ...kesar, gst_rate: '0' },
        { ...kesar, sku: 'TAX-1', hsn_code: '04O1', gst_rate: '5' },
        { ...kesar, sku: 'TAX-2', hsn_code: '0401', gst_rate: '15%' },
        { ...kesar, sku: 'TAX-3', hsn_code: '12', gst_rate: 'GST 5' },
      ]);
      const plan = await preview(csv);
      const hsn = 'HSN code: 4, 6 or 8 digits, or leave it empty';
      const rate = 'GST rate: 0, 5, 12, 18, 28 or 40 percent';
      expect(plan.invalid.map(({ line, sku, problems }) => ({ line, sku, problems }))).toEqual([
        { line: 3, sku: 'TAX-1', problems: [hsn] },
        { line: 4, sku: 'TAX-2', problems: [rate] },
        { line: 5, sku: 'TAX-3', problems: [hsn, rate] },
      ]);
      expect(plan.problemKinds.map(({ count, line, problem }) => ({ count, line, problem }))).toEqual([
        { count: 2, line: 3, problem: hsn },
        { count: 2, line: 4, problem: rate },
      ]);
      const res = await apply(csv);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        '3 rows cannot be imported (the first on line 3). Nothing was changed: fix the file and preview it again.',
      );
      expect(await tax(kesar.sku!)).toEqual({ hsn_code: '04012000', gst_rate: 12 });
      expect(await bySku('TAX-1')).toBeUndefined();
    });
  });
});
