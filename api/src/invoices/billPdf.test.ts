/**
 * The bill's A4 PDF: a PDF, of the right number of pages, its fonts inside it (a customer's phone
 * has no Devanagari font to lend), the same bytes for the same document, and Hindi set in the
 * Devanagari font. Where poppler's `pdftotext` is installed, the words on the page are read back too;
 * a machine with only Node and npm skips that part.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { BillDocument } from '@kirana/shared/domain';
import { CREDIT_NOTE, LONG_INVOICE, PLAIN_BILL, TAX_INVOICE } from '../../test/sampleBills';
import type { BillLocale } from './billLabels';
import { renderBillPdf } from './billPdf';

/** The page count the PDF's page tree declares. */
function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type \/Pages[^>]*?\/Count (\d+)/g)];
  expect(counts).toHaveLength(1);
  return Number(counts[0]?.[1]);
}

/** The base names of the fonts the PDF uses ("NotoSansDevanagari-Bold", subset tag dropped). */
function fontNames(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]);
  return [...new Set(names)].sort() as string[];
}

/** Every compressed stream of the PDF, inflated: where the fonts' character maps are. */
function inflatedStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not every stream ends where the search for "endstream" says (a font's bytes may hold it): skip it.
    }
  }
  return streams;
}

/** The Unicode text the embedded fonts can write, from their ToUnicode maps. */
function mappedCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const stream of inflatedStreams(pdf).filter((each) => each.includes('begincmap'))) {
    const ranges = stream.split('beginbfrange')[1]?.split('endbfrange')[0] ?? '';
    for (const hex of ranges.matchAll(/\[([^\]]*)\]/g)) {
      for (const target of (hex[1] ?? '').matchAll(/<([0-9a-fA-F ]+)>/g)) {
        const units = (target[1] ?? '').split(' ');
        for (const character of String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16)))) {
          characters.add(character);
        }
      }
    }
  }
  return characters;
}

const render = (doc: BillDocument, locale: BillLocale) => renderBillPdf(doc, locale);

describe('renderBillPdf', () => {
  it('writes a one-page A4 PDF of a tax invoice, in English and Hindi', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const pdf = await render(TAX_INVOICE, locale);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(pageCount(pdf)).toBe(1);
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    }
  });

  it('writes a credit note and a plain bill on one page each', async () => {
    expect(pageCount(await render(CREDIT_NOTE, 'en'))).toBe(1);
    expect(pageCount(await render(PLAIN_BILL, 'hi'))).toBe(1);
  });

  it('flows 40 lines onto a second page', async () => {
    expect(pageCount(await render(LONG_INVOICE, 'en'))).toBe(2);
    expect(pageCount(await render(LONG_INVOICE, 'hi'))).toBe(2);
  });

  it('embeds its fonts, Noto Sans Devanagari in two weights, and leans on no font of the reader’s', async () => {
    const pdf = await render(TAX_INVOICE, 'en');
    const raw = pdf.toString('latin1');
    expect(fontNames(pdf)).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(2);
    expect(raw).not.toMatch(/\/Subtype \/Type1/);
  });

  it('writes the same bytes for the same document, dated by the document rather than the clock', async () => {
    const first = await render(TAX_INVOICE, 'hi');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await render(TAX_INVOICE, 'hi');
    expect(second.equals(first)).toBe(true);
    // pdfkit writes the info's dates as objects of their own: "/CreationDate 14 0 R" … "(D:20261129140500Z)".
    const raw = first.toString('latin1');
    const creation = raw.match(/\/CreationDate (\d+) 0 R/)?.[1];
    expect(raw).toContain(`\n${creation} 0 obj\n(D:20261129140500Z)`);
    expect((await render(CREDIT_NOTE, 'hi')).equals(first)).toBe(false);
  });

  it('sets Hindi in the Devanagari font, with ₹, and English with no Devanagari at all', async () => {
    const hindi = mappedCharacters(await render(TAX_INVOICE, 'hi'));
    for (const character of 'टैक्स इनवॉइस₹') expect(hindi).toContain(character);
    const english = mappedCharacters(await render(TAX_INVOICE, 'en'));
    expect(english).toContain('₹');
    expect([...english].filter((character) => /[\u0900-\u097f]/.test(character))).toEqual([]);
  });

  it('shapes Devanagari: a conjunct is one glyph, not a letter, a virama and a letter', async () => {
    // "क्ष" (in "हस्ताक्षर", the footer) maps back from one glyph to its three characters (pdfkit writes
    // a glyph's characters as `<0915 094d 0937>` in the font's ToUnicode map).
    const raw = inflatedStreams(await render(TAX_INVOICE, 'hi'))
      .filter((stream) => stream.includes('begincmap'))
      .join('');
    expect(raw.toLowerCase()).toContain('<0915 094d 0937>');
  });
});

/** Whether poppler's pdftotext is on this machine (it is not on a machine with only Node and npm). */
function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const withPoppler = hasPdftotext() ? describe : describe.skip;

withPoppler('renderBillPdf, read back with pdftotext', () => {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'kirana-bill-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /**
   * The PDF's text, page by page: laid out as on the page, or (`raw`) in the order it was drawn, for
   * Hindi, whose spans of text-as-written (ActualText) poppler's layout mode scatters.
   */
  async function pages(doc: BillDocument, locale: BillLocale, mode: 'layout' | 'raw' = 'layout'): Promise<string[]> {
    const file = path.join(folder, `${(doc.number ?? doc.order.orderNumber).replaceAll('/', '-')}-${locale}.pdf`);
    writeFileSync(file, await render(doc, locale));
    const text = execFileSync('pdftotext', [`-${mode}`, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((page) => page.trim());
  }

  it('prints a tax invoice’s seller, lines, tax by rate and totals', async () => {
    const [page = ''] = await pages(TAX_INVOICE, 'en');
    for (const words of [
      'Tax invoice',
      'KN/26-27/000042',
      '29 Nov 2026',
      'GSTIN: 27AAKFK1234M1Z5',
      'State: Maharashtra, code 27',
      'Priya Deshmukh',
      'Cash on Delivery · Paid',
      'HSN/SAC',
      'Amul Taaza Toned Milk',
      'Small cart fee',
      '996813',
      'CGST rate',
      '₹303.39',
      '−₹0.01',
      '₹325.00',
      'Rupees Three Hundred Twenty Five Only',
      'Prices include GST.',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(words);
    }
    expect(page).toMatch(/Round off\s+−₹0\.01/);
    expect(page).toMatch(/18%\s+₹70\.34\s+9%\s+₹6\.33\s+9%\s+₹6\.33/);
  });

  it('keeps a crore on one line, set smaller, rather than break the number', async () => {
    const bulk = TAX_INVOICE.lines[0] as BillDocument['lines'][number];
    const crore: BillDocument = {
      ...TAX_INVOICE,
      number: 'KN/26-27/000045',
      lines: [{ ...bulk, qty: 999, rate: 12345.67, amount: 12333324.33, taxableValue: 11746023.17 }],
    };
    const [page = ''] = await pages(crore, 'en');
    expect(page).toContain('₹1,17,46,023.17');
    expect(page).toContain('₹1,23,33,324.33');
  });

  it('prints a credit note against its invoice', async () => {
    const [page = ''] = await pages(CREDIT_NOTE, 'en');
    expect(page).toContain('Credit note');
    expect(page).toContain('CN/26-27/000003');
    expect(page).toContain('Against invoice KN/26-27/000042 of 29 Nov 2026');
  });

  it('prints a plain bill without GST', async () => {
    const [page = ''] = await pages(PLAIN_BILL, 'en');
    expect(page).toContain('Bill');
    expect(page).toContain('₹211.00');
    for (const tax of ['GSTIN', 'HSN/SAC', 'CGST', 'SGST', 'Taxable value', 'Prices include GST']) {
      expect(page).not.toContain(tax);
    }
  });

  it('repeats the table’s header on the second page of a long order', async () => {
    const [first = '', second = ''] = await pages(LONG_INVOICE, 'en');
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Tax invoice KN/26-27/000044 (continued)');
    expect(second).toMatch(/#\s+Item\s+Pack\s+Qty\s+Rate\s+HSN\/SAC\s+GST\s+Taxable value\s+Amount/);
    expect(second).toContain('(40)');
    expect(second).toContain('₹8,117.00');
    expect(second).toContain('Page 2 of 2');
  });

  it('prints Hindi as written: the title, the Hindi names, the total in words (matras in place)', async () => {
    const [page = ''] = await pages(TAX_INVOICE, 'hi', 'raw');
    for (const words of [
      'टैक्स इनवॉइस',
      'दिनांक: 29 नव॰ 2026',
      'अमूल ताज़ा टोंड दूध',
      'टाटा सम्पन्न अनपॉलिश्ड तूर दाल',
      'छोटे कार्ट का शुल्क',
      'महाराष्ट्र',
      'राशि शब्दों में: तीन सौ पच्चीस रुपये मात्र',
      'कीमतों में GST शामिल है।',
      '₹325.00',
    ]) {
      expect(page).toContain(words);
    }
    // A line without a Hindi name keeps its English one.
    expect(page).toContain('Surf Excel Easy Wash Detergent Powder');
  });
});
