import { screen, waitFor, within } from '@testing-library/react';
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
  unknownCategories: [{ name: 'Frozen Treats', rows: 1 }],
});
const GOOD = preview({
  create: [
    { line: 2, sku: 'A-1', name: 'Kesar Lassi', category: 'Frozen Treats', mrp: 40, sellingPrice: 35, stock: 0 },
    { line: 3, sku: 'B-2', name: 'Plain Chaas', category: 'Dairy', mrp: 20, sellingPrice: 18, stock: 5 },
  ],
  update: [{ line: 4, sku: 'KN00001', name: 'Toned Milk', changes: [{ field: 'mrp', to: '99.00' }] }],
  unchanged: 7,
});

function fileApi() {
  return mockApi((call: RecordedCall) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/products/categories') return { body: [dairy, bakery] };
    if (path === '/api/catalogue/import/preview') {
      const body = call.body as { createCategories?: string[] };
      return { body: body.createCategories?.includes('Frozen Treats') ? GOOD : BAD };
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
    expect(screen.getByText('mrp → 99.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Imported: 2 products added, 1 updated, 7 unchanged. New categories: Frozen Treats.'),
    ).toBeInTheDocument();
    const applied = calls.find((c) => new URL(c.url).pathname === '/api/catalogue/import');
    expect(applied?.body).toEqual({ csv: CSV, createCategories: ['Frozen Treats'], setStock: false });
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
      await switchLocale('en');
    }
  });
});
