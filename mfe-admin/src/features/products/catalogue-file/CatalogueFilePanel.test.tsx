import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueImportPreview } from '@kirana/shared';
import { switchLocale } from '@kirana/shared';
import { bakery, dairy, mockApi, type RecordedCall } from '@kirana/shared/testing';
import { setScreenWidth } from '../../../testing';
import { renderProductsPage } from '../testing';

const CSV = 'sku,name,category,quantity,mrp,selling_price\nA-1,Kesar Lassi,Frozen Treats,200 ml,40,35\n';
const preview = (overrides: Partial<CatalogueImportPreview> = {}): CatalogueImportPreview => ({
  create: [],
  update: [],
  unchanged: 0,
  invalid: [],
  invalidRows: overrides.invalid?.length ?? 0,
  problemCount: 0,
  problemKinds: [],
  unknownCategories: [],
  stockDiffers: 0,
  ...overrides,
});
const BAD = preview({
  create: [{ line: 3, sku: 'B-2', name: 'Plain Chaas', category: 'Dairy', mrp: 20, sellingPrice: 18, stock: 5 }],
  invalid: [
    {
      line: 2,
      sku: 'A-1',
      name: 'Kesar Lassi',
      problems: ['There is no category “Frozen Treats”', 'The MRP “chaalis” is not a number'],
      sentences: [
        { text: 'There is no category “{category}”', values: { category: 'Frozen Treats' } },
        { text: 'The MRP “{value}” is not a number', values: { value: 'chaalis' } },
      ],
    },
  ],
  problemCount: 2,
  problemKinds: [
    {
      count: 1,
      line: 2,
      problem: 'There is no category “Frozen Treats”',
      sentence: { text: 'There is no category “{category}”', values: { category: 'Frozen Treats' } },
    },
    {
      count: 1,
      line: 2,
      problem: 'The MRP “chaalis” is not a number',
      sentence: { text: 'The MRP “{value}” is not a number', values: { value: 'chaalis' } },
    },
  ],
  unknownCategories: [{ name: 'Frozen Treats', rows: 1 }],
});
/** A file of 20,000 bad rows: the API lists the first 200 and counts every problem by kind. */
const MANY_BAD = preview({
  invalid: Array.from({ length: 200 }, (_, i) => ({
    line: i + 2,
    sku: `BAD-${i}`,
    name: `Product ${i}`,
    problems: ['There is no category “Snax”'],
    sentences: [{ text: 'There is no category “{category}”', values: { category: 'Snax' } }],
  })),
  invalidRows: 20_000,
  problemCount: 22_000,
  problemKinds: [
    {
      count: 20_000,
      line: 2,
      problem: 'There is no category “Snax”',
      sentence: { text: 'There is no category “{category}”', values: { category: 'Snax' } },
    },
    { count: 2_000, line: 11, problem: 'The name is missing', sentence: { text: 'The name is missing' } },
  ],
  unknownCategories: [{ name: 'Snax', rows: 20_000 }],
});
const GOOD = preview({
  create: [
    { line: 2, sku: 'A-1', name: 'Kesar Lassi', category: 'Frozen Treats', mrp: 40, sellingPrice: 35, stock: 0 },
    { line: 3, sku: 'B-2', name: 'Plain Chaas', category: 'Dairy', mrp: 20, sellingPrice: 18, stock: 5 },
  ],
  update: [
    {
      line: 4,
      sku: 'KN00001',
      name: 'Toned Milk',
      changes: [
        { field: 'mrp', from: '48.00', to: '99.00' },
        { field: 'selling_price', from: '45.00', to: '42.00' },
        { field: 'name_hi', from: '', to: 'टोंड दूध' },
        { field: 'on_sale', from: 'no', to: 'yes' },
        { field: 'hsn_code', from: '', to: '0401' },
        { field: 'gst_rate', from: '0', to: '5' },
      ],
    },
  ],
  unchanged: 7,
});

function fileApi(badPreview = BAD) {
  return mockApi((call: RecordedCall) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/products/categories') return { body: [dairy, bakery] };
    if (path === '/api/catalogue/import/preview') {
      const body = call.body as { createCategories?: string[] };
      return { body: body.createCategories?.includes('Frozen Treats') ? GOOD : badPreview };
    }
    if (path === '/api/catalogue/import')
      return {
        body: {
          created: 2,
          updated: 1,
          unchanged: 7,
          categoriesCreated: ['Frozen Treats'],
          message: 'Imported: 2 products added, 1 updated, 7 unchanged, 1 new category.',
        },
      };
    return { status: 404, body: { message: 'not here' } };
  });
}

beforeEach(() => setScreenWidth(1280));

describe('Products → Import & export', () => {
  it('previews a file with problems first, creates an unknown category when asked, and applies only a clean file', async () => {
    const calls = fileApi();
    renderProductsPage('?tab=spreadsheet');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('CSV file (up to 5 MB, 20,000 products)'),
      new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByText('1 new · 0 to update · 0 unchanged · 1 row with problems')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    // Shown first, and alone: the rows with problems.
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('There is no category “Frozen Treats”')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('The MRP “chaalis” is not a number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByText('Fix the rows with problems in your file, then choose it again.')).toBeInTheDocument();
    const sent = calls.find((c) => new URL(c.url).pathname === '/api/catalogue/import/preview');
    expect(sent?.body).toEqual({ csv: CSV, createCategories: [], setStock: false });

    await user.click(screen.getByRole('checkbox', { name: 'Create the category “Frozen Treats” (1 row)' }));
    expect(await screen.findByText('2 new · 1 to update · 7 unchanged · 0 rows with problems')).toBeInTheDocument();
    expect(screen.getByText('Dairy · ₹18.00 (MRP ₹20.00) · 5 in stock')).toBeInTheDocument();
    // Each change in words, from the product's value now to the file's, money as money.
    const update = screen.getByRole('row', { name: /Toned Milk/ });
    expect(
      within(update)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MRP ₹48.00 → ₹99.00',
      'Selling price ₹45.00 → ₹42.00',
      'Name in Hindi (empty) → टोंड दूध',
      'Hidden → On sale',
      'HSN code (empty) → 0401',
      'GST rate 0% → 5%',
    ]);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Imported: 2 products added, 1 updated, 7 unchanged. New categories: Frozen Treats.'),
    ).toBeInTheDocument();
    const applied = calls.find((c) => new URL(c.url).pathname === '/api/catalogue/import');
    expect(applied?.body).toEqual({ csv: CSV, createCategories: ['Frozen Treats'], setStock: false });
  });

  it('on a phone, shows each row as a card with its problems in full, 50 to a page', async () => {
    setScreenWidth(390);
    fileApi(MANY_BAD);
    renderProductsPage('?tab=spreadsheet');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('CSV file (up to 5 MB, 20,000 products)'),
      new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
    );
    const cards = await screen.findByRole('list', { name: 'Rows shown' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const shown = () =>
      within(cards)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === cards);
    expect(shown()).toHaveLength(50);
    const first = shown()[0]!;
    expect(within(first).getByText('Line 2')).toBeInTheDocument();
    expect(within(first).getByText('Problem')).toBeInTheDocument();
    expect(within(first).getByText('Product 0')).toBeInTheDocument();
    expect(within(first).getByText('BAD-0')).toBeInTheDocument();
    expect(within(first).getByText('There is no category “Snax”')).toBeInTheDocument();

    await user.click(screen.getByTitle('Next Page'));
    expect(within(shown()[0]!).getByText('Line 52')).toBeInTheDocument();
    expect(within(shown()[0]!).getByText('Product 50')).toBeInTheDocument();

    // Another file, with one bad row: the preview starts again at its first card.
    fileApi(BAD);
    await user.upload(
      screen.getByLabelText('CSV file (up to 5 MB, 20,000 products)'),
      new File([CSV], 'fixed.csv', { type: 'text/csv' }),
    );
    await screen.findByText('1 new · 0 to update · 0 unchanged · 1 row with problems');
    const again = screen.getByRole('list', { name: 'Rows shown' });
    expect(within(again).getByText('Line 2')).toBeInTheDocument();
    expect(within(again).getByText('The MRP “chaalis” is not a number')).toBeInTheDocument();
  });

  it('picks the file with the admin’s own button, which then names the file chosen', async () => {
    fileApi();
    renderProductsPage('?tab=spreadsheet');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Choose a CSV file' })).toBeInTheDocument();
    expect(screen.getByText('Up to 5 MB and 20,000 products')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('CSV file (up to 5 MB, 20,000 products)'),
      new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    expect(screen.getByText('catalogue.csv')).toBeInTheDocument();
  });

  it('in Hindi, says each change in Hindi with rupees', async () => {
    fileApi();
    await switchLocale('hi');
    try {
      renderProductsPage('?tab=spreadsheet');
      const user = userEvent.setup();
      await user.upload(
        await screen.findByLabelText('CSV फ़ाइल (5 MB तक, 20,000 प्रोडक्ट तक)'),
        new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
      );
      await user.click(await screen.findByRole('checkbox', { name: /Frozen Treats/ }));
      const update = await screen.findByRole('row', { name: /Toned Milk/ });
      expect(
        within(update)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'MRP ₹48.00 → ₹99.00',
        'बिक्री दाम ₹45.00 → ₹42.00',
        'हिन्दी में नाम (खाली) → टोंड दूध',
        'छिपा → बिक्री पर',
        'HSN कोड (खाली) → 0401',
        'GST दर 0% → 5%',
      ]);
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('says at once when a file is over 5 MB, sending nothing', async () => {
    const calls = fileApi();
    renderProductsPage('?tab=spreadsheet');
    const user = userEvent.setup();
    const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('CSV file (up to 5 MB, 20,000 products)'), big);
    expect(
      await screen.findByText('The file is larger than 5 MB. Split it into smaller files and import them one by one.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => new URL(c.url).pathname.startsWith('/api/catalogue'))).toBe(false));
  });

  it('in Hindi, says each row’s problems in Hindi, the file’s own words kept as written', async () => {
    fileApi();
    await switchLocale('hi');
    try {
      renderProductsPage('?tab=spreadsheet');
      await userEvent
        .setup()
        .upload(
          await screen.findByLabelText('CSV फ़ाइल (5 MB तक, 20,000 प्रोडक्ट तक)'),
          new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
        );
      expect(await screen.findByText('1 नए · 0 बदलेंगे · 0 बिना बदलाव · 1 पंक्ति में समस्या')).toBeInTheDocument();
      const [, bad] = screen.getAllByRole('row');
      expect(within(bad!).getByText('“Frozen Treats” नाम की कोई श्रेणी नहीं है')).toBeInTheDocument();
      expect(within(bad!).getByText('MRP “chaalis” कोई संख्या नहीं है')).toBeInTheDocument();
      expect(within(bad!).queryByText(/is not a number/)).not.toBeInTheDocument();
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('of a file with thousands of bad rows, lists the first 200 and counts every problem by kind', async () => {
    fileApi(MANY_BAD);
    renderProductsPage('?tab=spreadsheet');
    await userEvent
      .setup()
      .upload(
        await screen.findByLabelText('CSV file (up to 5 MB, 20,000 products)'),
        new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
      );
    expect(
      await screen.findByText('0 new · 0 to update · 0 unchanged · 20,000 rows with problems'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The table shows the first 200 of 20,000 rows with problems; every problem is counted below.'),
    ).toBeInTheDocument();
    const kinds = within(screen.getByRole('region', { name: 'Problems by kind' })).getAllByRole('listitem');
    expect(kinds.map((kind) => kind.textContent)).toEqual([
      '20,000 × There is no category “Snax” (first on line 2)',
      '2,000 × The name is missing (first on line 11)',
    ]);
    expect(screen.getByRole('radio', { name: 'Problems (20000)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('refuses a file that is not UTF-8 before sending it, saying how to save it', async () => {
    const calls = fileApi();
    renderProductsPage('?tab=spreadsheet');
    // "Café" as Excel's plain "CSV" saves it on Windows (ISO-8859-1 / Windows-1252): é is the lone byte 0xE9.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`${CSV}A-2,Caf`),
      0xe9,
      ...new TextEncoder().encode(',Dairy,1 L,5,5\n'),
    ]);
    await userEvent
      .setup()
      .upload(
        await screen.findByLabelText('CSV file (up to 5 MB, 20,000 products)'),
        new File([latin1], 'catalogue.csv', { type: 'text/csv' }),
      );
    expect(
      await screen.findByText(
        'The file is not in UTF-8, so some letters would be lost. In Excel choose Save As → “CSV UTF-8 (comma delimited)”, in LibreOffice choose the UTF-8 character set, then choose the file again.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => new URL(c.url).pathname.startsWith('/api/catalogue/import'))).toBe(false);
  });

  it('in Hindi, counts the problems by kind in Hindi', async () => {
    fileApi(MANY_BAD);
    await switchLocale('hi');
    try {
      renderProductsPage('?tab=spreadsheet');
      await userEvent
        .setup()
        .upload(
          await screen.findByLabelText('CSV फ़ाइल (5 MB तक, 20,000 प्रोडक्ट तक)'),
          new File([CSV], 'catalogue.csv', { type: 'text/csv' }),
        );
      expect(
        await screen.findByText('तालिका में समस्या वाली 20,000 पंक्तियों में से पहली 200 दिखाई गई हैं; हर समस्या नीचे गिनी गई है।'),
      ).toBeInTheDocument();
      const kinds = within(screen.getByRole('region', { name: 'समस्याएँ, प्रकार के अनुसार' })).getAllByRole('listitem');
      expect(kinds[0]?.textContent).toBe('20,000 × “Snax” नाम की कोई श्रेणी नहीं है (पहली बार पंक्ति 2 पर)');
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});
