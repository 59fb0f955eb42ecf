import { CATALOGUE_COLUMNS, readCatalogueRow, readGstRate, readHsnCode } from './catalogueFile';
import { readSentence } from './say';

describe('a catalogue spreadsheet row', () => {
  it('reads a product as a shopkeeper writes one: rupees with commas, yes/no, images separated by |', () => {
    expect(
      readCatalogueRow({
        sku: ' KN00001 ',
        name: ' Toned Milk ',
        name_hi: 'टोंड दूध',
        category: 'Dairy',
        quantity: '500 ml',
        mrp: '1,250.50',
        selling_price: '29',
        stock: '12',
        on_sale: 'No',
        images: '/uploads/a.png | /images/seed/milk.svg',
        description: '',
      }),
    ).toEqual({
      row: {
        sku: 'KN00001',
        name: 'Toned Milk',
        nameHi: 'टोंड दूध',
        category: 'Dairy',
        quantityLabel: '500 ml',
        mrpPaise: 125050,
        sellingPricePaise: 2900,
        stock: 12,
        isActive: false,
        images: ['/uploads/a.png', '/images/seed/milk.svg'],
        description: '',
      },
      problems: [],
    });
  });

  it('leaves out what the file leaves out, and an empty Hindi name clears it', () => {
    const read = readCatalogueRow({
      name: 'Salt',
      name_hi: '',
      category: 'Pantry',
      quantity: '1 kg',
      mrp: '28',
      selling_price: '25',
    });
    expect(read.row).toEqual({
      name: 'Salt',
      nameHi: null,
      category: 'Pantry',
      quantityLabel: '1 kg',
      mrpPaise: 2800,
      sellingPricePaise: 2500,
    });
  });

  it('says every problem of a row at once', () => {
    expect(
      readCatalogueRow({
        sku: 'a b',
        name: '',
        category: '',
        quantity: 'some',
        mrp: '0',
        selling_price: '₹5',
        stock: '-1',
        on_sale: 'perhaps',
        images: 'http://x/y.png',
      }).problems.map((problem) => readSentence(problem)),
    ).toEqual([
      'The SKU may hold letters, digits, “.”, “-” and “_” (up to 40), starting with a letter or digit',
      'The name is missing',
      'The category is missing',
      'Say how much is in the pack, e.g. 500 g, 1 L or 6 pcs (up to 30 characters)',
      'The MRP: Enter a price in rupees from 0.01 to 100000, with at most 2 decimals',
      'The selling price “₹5” is not a number',
      'Stock must be a whole number from 0 to 100000',
      'On sale must be yes or no',
      'Images must be uploaded to this store first (an /uploads/… or /images/… address)',
    ]);
  });

  it('says each problem as a sentence: its English a catalogue key, the file’s text and the limits as values', () => {
    const { problems } = readCatalogueRow({
      sku: 'a b',
      name: 'x'.repeat(121),
      category: 'Dairy',
      quantity: '1 L',
      mrp: 'forty',
      selling_price: '0',
    });
    expect(problems).toEqual([
      {
        text: 'The SKU may hold letters, digits, “.”, “-” and “_” (up to {most}), starting with a letter or digit',
        values: { most: 40 },
      },
      { text: 'The name is longer than {most} characters', values: { most: 120 } },
      { text: 'The MRP “{value}” is not a number', values: { value: 'forty' } },
      { text: 'The selling price: Enter a price in rupees from 0.01 to 100000, with at most 2 decimals' },
    ]);
  });

  describe('HSN code and GST rate, optional columns like name_hi', () => {
    const salt = { name: 'Salt', category: 'Pantry', quantity: '1 kg', mrp: '28', selling_price: '25' };

    it('are the last two columns, so a file exported before them keeps its other columns where they were', () => {
      expect(CATALOGUE_COLUMNS.slice(-3)).toEqual(['description', 'hsn_code', 'gst_rate']);
    });

    it('reads them in stored form', () => {
      expect(readCatalogueRow({ ...salt, hsn_code: ' 2501 ', gst_rate: '5' }).row).toMatchObject({
        hsnCode: '2501',
        gstRate: 5,
      });
    });

    it('a file without the columns leaves the tax as it is', () => {
      const { row } = readCatalogueRow(salt);
      expect(row).not.toHaveProperty('hsnCode');
      expect(row).not.toHaveProperty('gstRate');
    });

    it('an empty HSN cell clears the code; an empty rate cell leaves the rate alone', () => {
      const { row } = readCatalogueRow({ ...salt, hsn_code: '  ', gst_rate: ' ' });
      expect(row?.hsnCode).toBeNull();
      expect(row).not.toHaveProperty('gstRate');
    });

    it('takes a rate as people write it', () => {
      for (const [cell, rate] of [
        ['5', 5],
        ['5%', 5],
        [' 18 ', 18],
        ['18 %', 18],
        ['12.0', 12],
        ['0', 0],
        ['40%', 40],
        ['28', 28],
      ] as const)
        expect([cell, readGstRate(cell)]).toEqual([cell, rate]);
      for (const cell of ['7', '5.5', '-5', 'five', '18%%', '%', '0.18', '100', '1e1'])
        expect([cell, readGstRate(cell)]).toEqual([cell, null]);
    });

    it('takes an HSN code of 4, 6 or 8 digits, spaces dropped, and puts back a leading zero a spreadsheet took off', () => {
      for (const [cell, code] of [
        ['0401', '0401'],
        ['190531', '190531'],
        ['0401 10 00', '04011000'],
        [' 2501 ', '2501'],
        ['401', '0401'],
        ['40110', '040110'],
        ['9021000', '09021000'],
      ] as const)
        expect([cell, readHsnCode(cell)]).toEqual([cell, code]);
      for (const cell of ['12', '0401A', '04.01', '040', '04011', '123456789', '0401100', 'HSN 0401', '-401'])
        expect([cell, readHsnCode(cell)]).toEqual([cell, null]);
    });

    it('says what is wrong with a code or a rate in the product form’s words', () => {
      const { problems } = readCatalogueRow({ ...salt, hsn_code: '25O1', gst_rate: '15%' });
      expect(problems.map((problem) => readSentence(problem))).toEqual([
        'HSN code: 4, 6 or 8 digits, or leave it empty',
        'GST rate: 0, 5, 12, 18, 28 or 40 percent',
      ]);
    });
  });
});
