import { createRequire } from 'node:module';
import {
  type BillDocument,
  type BillLine,
  type BillTax,
  formatRupees,
  STORE_TIME_ZONE,
  stateName,
} from '@kirana/shared/domain';
import PDFDocument from 'pdfkit';
import { BILL_LABELS, type BillLabels, type BillLocale } from './billLabels';

/**
 * The bill as an A4 PDF, drawn from the same `BillDocument` the browser prints on an 80 mm
 * receipt. pdfkit lays text out with fontkit, whose Indic shaper joins Devanagari conjuncts and moves
 * matras, so Hindi prints as Hindi; both languages use Noto Sans Devanagari, which also has the Latin
 * letters and ₹ (pdfkit's built-in Helvetica has no ₹), from an npm package, so a machine with only
 * Node and npm prints the same bill.
 */

/** The one font family, by weight: the whole TTF (fontkit embeds WOFF2 files as blank glyphs). */
const fontFile = (weight: '400Regular' | '700Bold'): string =>
  createRequire(__filename).resolve(
    `@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`,
  );

/** Where the fonts are: pdfkit opens them by path, which also names them in its cache of a document's fonts. */
export const BILL_FONT_FILES = { regular: fontFile('400Regular'), bold: fontFile('700Bold') } as const;

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The band at the foot of every page for the document's number and the page count. */
const FOOTER_BAND = 28;
/** Where the body stops on each page. */
const BODY_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_BAND;

const INK = '#111111';
const MUTED = '#555555';
const RULE = '#c8c8c8';
const HEADER_FILL = '#eeeeee';
const CELL_PAD_X = 3;
const CELL_PAD_Y = 3;
const TABLE_TEXT = 8;

const INTL_LOCALE: Record<BillLocale, string> = { en: 'en-IN', hi: 'hi-IN' };

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

type Align = 'left' | 'right' | 'center';

/** What drawing a bill carries from block to block: the document, its words and where the pen is. */
interface Sheet {
  pdf: PDFKit.PDFDocument;
  doc: ShownBill;
  locale: BillLocale;
  labels: BillLabels;
  /** Whether this bill shows GST: a tax invoice or credit note of a store with a GSTIN. */
  showsTax: boolean;
  y: number;
}

/** One column of a table: its header, its width (0 for the one that takes what is left), how a row fills it. */
interface Column<Row> {
  header: string;
  width: number;
  align: Align;
  /** Text that may take more lines (a name); other columns keep to one, set smaller if need be. */
  wraps?: true;
  cell: (row: Row, index: number) => string;
}

/**
 * The bill as an A4 PDF in `locale`. Byte-identical for the same document and language: the PDF's
 * dates are the bill's `issuedAt`, so a cached or tested copy never differs by when it was drawn.
 * Async, so a document the drawing cannot take rejects rather than throws.
 */
export async function renderBillPdf(bill: BillDocument, locale: BillLocale): Promise<Buffer> {
  const labels = BILL_LABELS[locale];
  // Not numbered yet (a cash order before delivery): it says when its number comes, and is dated by
  // when the order was placed (the same bytes each time still).
  const doc: ShownBill = {
    ...bill,
    number: bill.number ?? labels.unnumbered,
    issuedAt: bill.issuedAt ?? bill.order.placedAt,
  };
  const issuedAt = new Date(doc.issuedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: BILL_FONT_FILES.regular,
    lang: INTL_LOCALE[locale],
    displayTitle: true,
    info: {
      Title: `${labels.title[doc.kind]} ${doc.number}`,
      Author: doc.seller.legalName,
      Subject: `${labels.order} ${doc.order.orderNumber}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const done = collect(pdf);
  const sheet: Sheet = { pdf, doc, locale, labels, showsTax: showsTax(doc), y: MARGIN };
  drawHeading(sheet);
  drawParties(sheet);
  drawLines(sheet);
  drawSummary(sheet);
  drawPageFooters(sheet);
  pdf.end();
  return await done;
}

/** The bill as drawn: its number, or the words for one still to come, and a date. */
type ShownBill = Omit<BillDocument, 'number' | 'issuedAt'> & { number: string; issuedAt: string };

/** Whether GST is shown: a plain bill (a store without a GSTIN) charges none, so it shows no tax columns. */
const showsTax = (doc: ShownBill): boolean => doc.kind !== 'bill' && doc.seller.gstin !== null;

/** The PDF's bytes once pdfkit has written them all. */
function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Text

function setStyle(pdf: PDFKit.PDFDocument, style: TextStyle): void {
  pdf
    .font(style.bold ? BILL_FONT_FILES.bold : BILL_FONT_FILES.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
}

/** How tall `text` is set in `width`: what a row or block must leave room for before drawing it. */
function textHeight(pdf: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  setStyle(pdf, style);
  return pdf.heightOfString(text, { width });
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Draws `text` in a box `width` wide at (x, y), wrapping as needed; its height. Devanagari goes in a
 * span carrying its text as written: the shaped glyphs stand in visual order (ि before its consonant)
 * and a glyph the font split a vowel sign into maps back to one character only, so without it copying
 * or searching the PDF's Hindi would find broken words.
 */
function write(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: Align = 'left',
): number {
  const height = textHeight(pdf, text, width, style);
  const spanned = DEVANAGARI.test(text);
  if (spanned) pdf.markContent('Span', { actual: text });
  pdf.text(text, x, y, { width, align });
  if (spanned) pdf.endMarkedContent();
  return height;
}

/** Writes lines of text one under another from `y`; where the last one ends. */
function writeStack(
  pdf: PDFKit.PDFDocument,
  lines: [text: string, style: TextStyle][],
  x: number,
  y: number,
  width: number,
  align: Align = 'left',
): number {
  let at = y;
  for (const [text, style] of lines) at += write(pdf, text, x, at, width, style, align);
  return at;
}

function rule(pdf: PDFKit.PDFDocument, y: number, x = MARGIN, width = CONTENT_WIDTH, color = RULE): void {
  pdf
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

// ---------------------------------------------------------------------------------------------
// Values as printed

/** "29 Nov 2026" ("29 नव॰ 2026"): a bill's dates are the store's days, in India. */
function formatDay(iso: string, locale: BillLocale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

/** "29 Nov 2026, 7:45 pm": when the order was placed, to the minute. */
function formatMoment(iso: string, locale: BillLocale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

const rupees = (amount: number, locale: BillLocale): string => formatRupees(amount, { locale });

/** "−₹0.01", "+₹0.02", "₹0.00": a round-off says which way it went (formatRupees writes "₹-0.01"). */
function signedRupees(amount: number, locale: BillLocale): string {
  const paise = Math.round(amount * 100);
  if (paise === 0) return rupees(0, locale);
  return `${paise < 0 ? '−' : '+'}${rupees(Math.abs(paise) / 100, locale)}`;
}

/** "9%", "2.5%": a GST rate or its half (CGST and SGST each take half within the state). */
const percent = (rate: number): string => `${rate}%`;

/** The line's name in the reader's language: the Hindi name where the store gave one. */
const lineName = (line: BillLine, locale: BillLocale): string =>
  locale === 'hi' && line.nameHi ? line.nameHi : line.name;

function paymentText(sheet: Sheet): string {
  const { order } = sheet.doc;
  const method = sheet.labels.paymentMethods[order.paymentMethod] ?? order.paymentMethod;
  return `${method} · ${order.isPaid ? sheet.labels.paid : sheet.labels.unpaid}`;
}

// ---------------------------------------------------------------------------------------------
// Blocks

/** The seller on the left, the document's title, number and date on the right. */
function drawHeading(sheet: Sheet): void {
  const { pdf, doc, labels, locale } = sheet;
  const rightWidth = 230;
  const gap = 16;
  const leftWidth = CONTENT_WIDTH - rightWidth - gap;
  const rightX = MARGIN + leftWidth + gap;

  const seller: [string, TextStyle][] = [
    [labels.seller, { size: 7.5, color: MUTED }],
    [doc.seller.legalName, { size: 13, bold: true }],
    [doc.seller.address, { size: 8.5 }],
    // The state in the bill's language (the document names it in English).
    [
      labels.state(stateName(doc.seller.stateCode, locale) ?? doc.seller.stateName, doc.seller.stateCode),
      { size: 8.5 },
    ],
  ];
  if (doc.seller.gstin) seller.push([`${labels.gstin}: ${doc.seller.gstin}`, { size: 8.5, bold: true }]);
  const leftEnd = writeStack(pdf, seller, MARGIN, sheet.y, leftWidth);

  const title: [string, TextStyle][] = [
    [labels.title[doc.kind], { size: 18, bold: true }],
    [`${labels.number}: ${doc.number}`, { size: 9, bold: true }],
    [`${labels.date}: ${formatDay(doc.issuedAt, locale)}`, { size: 9 }],
  ];
  if (doc.against) {
    title.push([labels.against(doc.against.number, formatDay(doc.against.issuedAt, locale)), { size: 8.5 }]);
  }
  const rightEnd = writeStack(pdf, title, rightX, sheet.y, rightWidth, 'right');

  sheet.y = Math.max(leftEnd, rightEnd) + 8;
  rule(pdf, sheet.y, MARGIN, CONTENT_WIDTH, INK);
  sheet.y += 8;
}

/** The buyer on the left, the order it bills on the right. */
function drawParties(sheet: Sheet): void {
  const { pdf, doc, labels, locale } = sheet;
  const half = (CONTENT_WIDTH - 16) / 2;
  const buyerEnd = writeStack(
    pdf,
    [
      [labels.buyer, { size: 7.5, color: MUTED }],
      [doc.buyer.name, { size: 10, bold: true }],
      [doc.buyer.address, { size: 8.5 }],
    ],
    MARGIN,
    sheet.y,
    half,
  );

  const keyWidth = 70;
  const x = MARGIN + half + 16;
  let y = sheet.y;
  const facts: [string, string][] = [
    [labels.order, `#${doc.order.orderNumber}`],
    [labels.placed, formatMoment(doc.order.placedAt, locale)],
    [labels.payment, paymentText(sheet)],
  ];
  for (const [key, value] of facts) {
    const keyHeight = write(pdf, key, x, y, keyWidth, { size: 8.5, color: MUTED });
    const valueHeight = write(pdf, value, x + keyWidth, y, half - keyWidth, { size: 8.5 });
    y += Math.max(keyHeight, valueHeight);
  }
  sheet.y = Math.max(buyerEnd, y) + 12;
}

/** The lines table's columns: with HSN/SAC, GST and taxable value only where the bill shows tax. */
function lineColumns(sheet: Sheet): Column<BillLine>[] {
  const { labels, locale, showsTax: taxed } = sheet;
  const money = (amount: number) => rupees(amount, locale);
  const columns: Column<BillLine>[] = [
    { header: labels.columns.index, width: 20, align: 'right', cell: (_line, index) => String(index + 1) },
    { header: labels.columns.item, width: 0, align: 'left', wraps: true, cell: (line) => lineName(line, locale) },
    {
      header: labels.columns.pack,
      width: taxed ? 50 : 70,
      align: 'left',
      wraps: true,
      cell: (line) => line.quantityLabel,
    },
    { header: labels.columns.qty, width: 34, align: 'right', cell: (line) => String(line.qty) },
    { header: labels.columns.rate, width: taxed ? 54 : 70, align: 'right', cell: (line) => money(line.rate) },
  ];
  if (taxed) {
    columns.push(
      { header: labels.columns.hsn, width: 52, align: 'center', cell: (line) => line.hsn },
      { header: labels.columns.gstRate, width: 30, align: 'center', cell: (line) => percent(line.gstRate) },
      {
        header: labels.columns.taxableValue,
        width: 62,
        align: 'right',
        cell: (line) => money(line.taxableValue),
      },
    );
  }
  columns.push({
    header: labels.columns.amount,
    width: taxed ? 62 : 76,
    align: 'right',
    cell: (line) => money(line.amount),
  });
  return columns;
}

/** The lines, flowing onto further pages with the table's header drawn again at the top of each. */
function drawLines(sheet: Sheet): void {
  const columns = lineColumns(sheet);
  drawTable(sheet, columns, sheet.doc.lines, MARGIN, CONTENT_WIDTH);
  sheet.y += 10;
}

/** Fixed widths as given; the one column of width 0 takes what is left of `width`. */
function widthsOf<Row>(columns: Column<Row>[], width: number): number[] {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => column.width || width - fixed);
}

/** A table's geometry, worked out once: where it starts, each column's width and alignment, which wrap. */
interface Grid {
  x: number;
  widths: number[];
  aligns: Align[];
  wraps: boolean[];
}

function gridOf<Row>(columns: Column<Row>[], x: number, width: number): Grid {
  return {
    x,
    widths: widthsOf(columns, width),
    aligns: columns.map((column) => column.align),
    wraps: columns.map((column) => column.wraps === true),
  };
}

/** One row's text and each cell's style. */
interface RowCells {
  cells: string[];
  styles: TextStyle[];
}

/**
 * A row of `cells` in `style`; with `fitted`, a cell of a column that does not wrap (an amount, a
 * code) is set smaller when too wide, rather than break "₹1,17,46,023.17" over two lines.
 */
function rowCells(pdf: PDFKit.PDFDocument, grid: Grid, cells: string[], style: TextStyle, fitted: boolean): RowCells {
  const styles = cells.map((text, index) => {
    if (!fitted || grid.wraps[index]) return style;
    setStyle(pdf, style);
    const room = (grid.widths[index] ?? 0) - 2 * CELL_PAD_X;
    const natural = pdf.widthOfString(text);
    return natural <= room ? style : { ...style, size: Math.floor((style.size * room * 10) / natural) / 10 };
  });
  return { cells, styles };
}

/** A row's height: its tallest cell, wrapped in its column. */
function rowHeight(pdf: PDFKit.PDFDocument, grid: Grid, row: RowCells): number {
  const tallest = Math.max(
    ...row.cells.map((text, index) =>
      textHeight(pdf, text, (grid.widths[index] ?? 0) - 2 * CELL_PAD_X, row.styles[index] ?? { size: TABLE_TEXT }),
    ),
  );
  return tallest + 2 * CELL_PAD_Y;
}

function drawRow(sheet: Sheet, grid: Grid, row: RowCells, fill: string | null): void {
  const { pdf } = sheet;
  const height = rowHeight(pdf, grid, row);
  const width = grid.widths.reduce((sum, each) => sum + each, 0);
  if (fill) pdf.rect(grid.x, sheet.y, width, height).fillColor(fill).fill();
  let cellX = grid.x;
  row.cells.forEach((text, index) => {
    const cellWidth = grid.widths[index] ?? 0;
    const style = row.styles[index] ?? { size: TABLE_TEXT };
    write(pdf, text, cellX + CELL_PAD_X, sheet.y + CELL_PAD_Y, cellWidth - 2 * CELL_PAD_X, style, grid.aligns[index]);
    cellX += cellWidth;
  });
  sheet.y += height;
  rule(pdf, sheet.y, grid.x, width);
}

const HEADER_STYLE: TextStyle = { size: TABLE_TEXT - 0.5, bold: true };
const BODY_STYLE: TextStyle = { size: TABLE_TEXT };

/** The header row and every body row of a table, each cell styled, ready to measure and draw. */
function tableRows<Row>(
  pdf: PDFKit.PDFDocument,
  grid: Grid,
  columns: Column<Row>[],
  rows: Row[],
): { header: RowCells; body: RowCells[] } {
  const header = rowCells(
    pdf,
    grid,
    columns.map((column) => column.header),
    HEADER_STYLE,
    false,
  );
  const body = rows.map((row, index) =>
    rowCells(
      pdf,
      grid,
      columns.map((column) => column.cell(row, index)),
      BODY_STYLE,
      true,
    ),
  );
  return { header, body };
}

/** How tall a whole table is, to keep a short one from being split across pages. */
function tableHeight<Row>(pdf: PDFKit.PDFDocument, columns: Column<Row>[], rows: Row[], width: number): number {
  const grid = gridOf(columns, 0, width);
  const { header, body } = tableRows(pdf, grid, columns, rows);
  return [header, ...body].reduce((sum, row) => sum + rowHeight(pdf, grid, row), 0);
}

/**
 * A table whose rows wrap in their columns; a row that would cross the page's foot starts a new
 * page, which repeats the header, so a long order reads as one table.
 */
function drawTable<Row>(sheet: Sheet, columns: Column<Row>[], rows: Row[], x: number, width: number): void {
  const { pdf } = sheet;
  const grid = gridOf(columns, x, width);
  const { header, body } = tableRows(pdf, grid, columns, rows);
  const firstRow = body[0] ? rowHeight(pdf, grid, body[0]) : 0;
  if (sheet.y + rowHeight(pdf, grid, header) + firstRow > BODY_BOTTOM) newPage(sheet);
  drawRow(sheet, grid, header, HEADER_FILL);
  for (const row of body) {
    if (sheet.y + rowHeight(pdf, grid, row) > BODY_BOTTOM) {
      newPage(sheet);
      drawRow(sheet, grid, header, HEADER_FILL);
    }
    drawRow(sheet, grid, row, null);
  }
}

/** A further page, headed with the document's title and number so a loose page says whose it is. */
function newPage(sheet: Sheet): void {
  const { pdf, doc, labels } = sheet;
  pdf.addPage();
  sheet.y = MARGIN;
  const heading = `${labels.title[doc.kind]} ${doc.number} (${labels.continued})`;
  sheet.y += write(pdf, heading, MARGIN, sheet.y, CONTENT_WIDTH, { size: 9, bold: true, color: MUTED });
  sheet.y += 6;
}

/** The tax by rate (tax kinds only) beside the totals, then the total in words and the notes. */
function drawSummary(sheet: Sheet): void {
  const { pdf } = sheet;
  const totalsWidth = 200;
  const gap = 16;
  const taxWidth = CONTENT_WIDTH - totalsWidth - gap;
  const totalsX = MARGIN + CONTENT_WIDTH - totalsWidth;

  if (sheet.y + summaryHeight(sheet, taxWidth, totalsWidth) > BODY_BOTTOM) newPage(sheet);
  const top = sheet.y;
  const totalsEnd = drawTotals(sheet, totalsX, top, totalsWidth);
  if (sheet.showsTax) {
    sheet.y = top;
    drawTaxTable(sheet, MARGIN, taxWidth);
  }
  sheet.y = Math.max(sheet.y, totalsEnd) + 12;
  sheet.y = writeStack(pdf, wordsAndNotes(sheet), MARGIN, sheet.y, CONTENT_WIDTH);
}

/** How tall the summary will be, measured by drawing nothing, so it is never split across pages. */
function summaryHeight(sheet: Sheet, taxWidth: number, totalsWidth: number): number {
  const { pdf } = sheet;
  const totals = totalRows(sheet).reduce(
    (sum, [label, , style]) => sum + textHeight(pdf, label, totalsWidth / 2, style) + 4,
    10,
  );
  const tax = sheet.showsTax
    ? textHeight(pdf, sheet.labels.taxSummary, taxWidth, { size: 9, bold: true }) +
      4 +
      tableHeight(pdf, taxColumns(sheet), sheet.doc.taxes, taxWidth)
    : 0;
  const words = wordsAndNotes(sheet).reduce(
    (sum, [text, style]) => sum + textHeight(pdf, text, CONTENT_WIDTH, style),
    0,
  );
  return Math.max(totals, tax) + 12 + words;
}

/** The per-rate tax table's columns: each rate's taxable value and its CGST and SGST halves. */
function taxColumns(sheet: Sheet): Column<BillTax>[] {
  const { labels, locale } = sheet;
  const money = (amount: number) => rupees(amount, locale);
  return [
    { header: labels.taxColumns.gstRate, width: 34, align: 'right', cell: (tax) => percent(tax.gstRate) },
    { header: labels.taxColumns.taxableValue, width: 0, align: 'right', cell: (tax) => money(tax.taxableValue) },
    { header: labels.taxColumns.cgstRate, width: 46, align: 'right', cell: (tax) => percent(tax.gstRate / 2) },
    { header: labels.taxColumns.cgst, width: 50, align: 'right', cell: (tax) => money(tax.cgst) },
    { header: labels.taxColumns.sgstRate, width: 46, align: 'right', cell: (tax) => percent(tax.gstRate / 2) },
    { header: labels.taxColumns.sgst, width: 50, align: 'right', cell: (tax) => money(tax.sgst) },
  ];
}

function drawTaxTable(sheet: Sheet, x: number, width: number): void {
  sheet.y += write(sheet.pdf, sheet.labels.taxSummary, x, sheet.y, width, { size: 9, bold: true });
  sheet.y += 4;
  drawTable(sheet, taxColumns(sheet), sheet.doc.taxes, x, width);
}

/** The totals' rows: label, amount, style. A plain bill has only its total (and a round-off, if any). */
function totalRows(sheet: Sheet): [label: string, amount: string, style: TextStyle][] {
  const { doc, labels, locale } = sheet;
  const plain: TextStyle = { size: 9 };
  const rows: [string, string, TextStyle][] = [];
  if (sheet.showsTax) {
    rows.push(
      [labels.totals.taxableValue, rupees(doc.totals.taxableValue, locale), plain],
      [labels.totals.cgst, rupees(doc.totals.cgst, locale), plain],
      [labels.totals.sgst, rupees(doc.totals.sgst, locale), plain],
      [labels.totals.roundOff, signedRupees(doc.totals.roundOff, locale), plain],
    );
  } else if (Math.round(doc.totals.roundOff * 100) !== 0) {
    rows.push([labels.totals.roundOff, signedRupees(doc.totals.roundOff, locale), plain]);
  }
  rows.push([labels.totals.total, rupees(doc.totals.total, locale), { size: 12, bold: true }]);
  return rows;
}

/** The totals, right-aligned amounts under one another, the total in bold (under a rule when more stand above it); where they end. */
function drawTotals(sheet: Sheet, x: number, y: number, width: number): number {
  const { pdf } = sheet;
  const rows = totalRows(sheet);
  let at = y;
  rows.forEach(([label, amount, style], index) => {
    if (index === rows.length - 1 && rows.length > 1) {
      at += 3;
      rule(pdf, at, x, width, INK);
      at += 4;
    }
    const height = Math.max(
      write(pdf, label, x, at, width / 2, style),
      write(pdf, amount, x + width / 2, at, width / 2, style, 'right'),
    );
    at += height + 1;
  });
  return at;
}

/** The total in words in the bill's language, then the notes every bill carries. */
function wordsAndNotes(sheet: Sheet): [string, TextStyle][] {
  const { doc, labels, locale } = sheet;
  const notes: [string, TextStyle][] = [
    [`${labels.inWords}: ${doc.totalInWords[locale]}`, { size: 9, bold: true }],
    ['', { size: 4 }],
  ];
  if (sheet.showsTax) notes.push([labels.pricesIncludeGst, { size: 8, color: MUTED }]);
  notes.push([labels.computerMade, { size: 8, color: MUTED }]);
  return notes;
}

/**
 * Each page's foot: the document's number on the left, "Page 1 of 2" on the right. Drawn last,
 * once the page count is known; the bottom margin is lifted meanwhile, or pdfkit would see text
 * below it and start a page of its own.
 */
function drawPageFooters(sheet: Sheet): void {
  const { pdf, doc, labels } = sheet;
  const { start, count } = pdf.bufferedPageRange();
  const style: TextStyle = { size: 7.5, color: MUTED };
  const y = PAGE_HEIGHT - MARGIN - 12;
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    rule(pdf, y - 5);
    write(pdf, `${labels.title[doc.kind]} ${doc.number}`, MARGIN, y, CONTENT_WIDTH / 2, style);
    write(pdf, labels.page(index - start + 1, count), MARGIN + CONTENT_WIDTH / 2, y, CONTENT_WIDTH / 2, style, 'right');
    pdf.page.margins.bottom = bottom;
  }
}
