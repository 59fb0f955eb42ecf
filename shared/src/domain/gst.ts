/**
 * GST: the rates a product can carry, and the tax a bill shows. Shelf prices include tax, as Indian
 * shelf prices do; the arithmetic that splits them is below (worked examples in docs/gst.md).
 */
import { storeDay } from './calendarDay';
import type { Locale } from './locales';
import { ENGLISH_READER, type Reader } from './say';

/**
 * The GST slabs a product can carry, in percent: since 22 September 2025 the slabs in force are 0,
 * 5, 18 and 40; 12 and 28 are the earlier ones, kept so a store's older rates still read.
 */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export const isGstRate = (value: unknown): value is GstRate => GST_RATES.includes(value as GstRate);

/** The rate a product has until the store says otherwise: most groceries (fresh produce, milk, grains) are exempt. */
export const DEFAULT_GST_RATE: GstRate = 0;

/** The small-cart and delivery fees are a local delivery service (SAC 996813), taxed at 18%. */
export const FEE_SAC = '996813';
export const FEE_GST_RATE: GstRate = 18;

// ─── HSN and SAC codes ──────────────────────────────────────────────────────────────────────────

/**
 * An HSN code (goods) of 4, 6 or 8 digits; a SAC (services, 6 digits starting 99, like FEE_SAC)
 * has the same shape, so one pattern serves both. Schemas take `HSN_PATTERN.source`.
 */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

export const isHsnCode = (value: unknown): value is string => typeof value === 'string' && HSN_PATTERN.test(value);

// ─── States ─────────────────────────────────────────────────────────────────────────────────────

export interface GstState {
  en: string;
  hi: string;
  /** False for the two codes GSTN still lists but no longer issues (25 merged into 26 in 2020; 28 is pre-2014 Andhra Pradesh). */
  inUse: boolean;
}

const state = (en: string, hi: string, inUse = true): GstState => ({ en, hi, inUse });

/**
 * The GST state codes, as the first two digits of every GSTIN and as the place of supply. The
 * store's own code is the place of supply of every sale (deliveries stay in the state), which is
 * why every invoice splits its tax into CGST and SGST and never charges IGST.
 */
export const GST_STATES: Readonly<Record<string, GstState>> = {
  '01': state('Jammu and Kashmir', 'जम्मू और कश्मीर'),
  '02': state('Himachal Pradesh', 'हिमाचल प्रदेश'),
  '03': state('Punjab', 'पंजाब'),
  '04': state('Chandigarh', 'चंडीगढ़'),
  '05': state('Uttarakhand', 'उत्तराखंड'),
  '06': state('Haryana', 'हरियाणा'),
  '07': state('Delhi', 'दिल्ली'),
  '08': state('Rajasthan', 'राजस्थान'),
  '09': state('Uttar Pradesh', 'उत्तर प्रदेश'),
  '10': state('Bihar', 'बिहार'),
  '11': state('Sikkim', 'सिक्किम'),
  '12': state('Arunachal Pradesh', 'अरुणाचल प्रदेश'),
  '13': state('Nagaland', 'नागालैंड'),
  '14': state('Manipur', 'मणिपुर'),
  '15': state('Mizoram', 'मिज़ोरम'),
  '16': state('Tripura', 'त्रिपुरा'),
  '17': state('Meghalaya', 'मेघालय'),
  '18': state('Assam', 'असम'),
  '19': state('West Bengal', 'पश्चिम बंगाल'),
  '20': state('Jharkhand', 'झारखंड'),
  '21': state('Odisha', 'ओडिशा'),
  '22': state('Chhattisgarh', 'छत्तीसगढ़'),
  '23': state('Madhya Pradesh', 'मध्य प्रदेश'),
  '24': state('Gujarat', 'गुजरात'),
  '25': state('Daman and Diu', 'दमन और दीव', false),
  '26': state('Dadra and Nagar Haveli and Daman and Diu', 'दादरा और नगर हवेली और दमन और दीव'),
  '27': state('Maharashtra', 'महाराष्ट्र'),
  '28': state('Andhra Pradesh (before 2014)', 'आंध्र प्रदेश (2014 से पहले)', false),
  '29': state('Karnataka', 'कर्नाटक'),
  '30': state('Goa', 'गोवा'),
  '31': state('Lakshadweep', 'लक्षद्वीप'),
  '32': state('Kerala', 'केरल'),
  '33': state('Tamil Nadu', 'तमिलनाडु'),
  '34': state('Puducherry', 'पुदुचेरी'),
  '35': state('Andaman and Nicobar Islands', 'अंडमान और निकोबार द्वीपसमूह'),
  '36': state('Telangana', 'तेलंगाना'),
  '37': state('Andhra Pradesh', 'आंध्र प्रदेश'),
  '38': state('Ladakh', 'लद्दाख'),
  '97': state('Other Territory', 'अन्य क्षेत्र'),
};

export const isGstStateCode = (code: unknown): code is string =>
  typeof code === 'string' && Object.hasOwn(GST_STATES, code);

/** The state's name as a bill prints it ('27' → 'Maharashtra' / 'महाराष्ट्र'); null for an unknown code. */
export function stateName(code: string, locale: Locale = 'en'): string | null {
  return isGstStateCode(code) ? (GST_STATES[code]?.[locale] ?? null) : null;
}

// ─── GSTIN ──────────────────────────────────────────────────────────────────────────────────────

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_LENGTH = 15;
const GSTIN_BODY = /^[0-9A-Z]{14}$/;

/**
 * The 15th character of a GSTIN, from its first 14, by GSTN's mod-36 scheme: each character's
 * value (0-9, then A=10 … Z=35) times a factor alternating 1, 2, 1, 2 … from the left; each product
 * adds its quotient and remainder by 36 (its two "digits" in base 36); the check is what brings the
 * sum to a multiple of 36. Worked through by hand in docs/gst.md for 27AAPFU0939F1Z → V.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!GSTIN_BODY.test(first14)) {
    throw new Error(`A GSTIN check character needs 14 digits or capital letters, not "${first14}".`);
  }
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = GSTIN_CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Spaces dropped and letters capitalised, the form a GSTIN is stored and printed in. */
export const normalizeGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const ENTITY_PATTERN = /^[1-9A-Z]$/;

/**
 * What is wrong with a GSTIN, as one English sentence the store's form can show, or null when it is
 * a valid one. Checks run in the order a person reads the number, so the first problem is named.
 * Expects the normalised form (see normalizeGstin): lower case letters are reported, not fixed.
 */
export function gstinProblem(value: string, { say }: Reader = ENGLISH_READER): string | null {
  if (value.length !== GSTIN_LENGTH) return say('The GSTIN must be 15 characters.');
  if (!/^[0-9A-Z]+$/.test(value)) return say('The GSTIN may hold only digits and capital letters.');
  if (!isGstStateCode(value.slice(0, 2))) return say('The GSTIN’s first two digits are not a state code.');
  if (!PAN_PATTERN.test(value.slice(2, 12))) {
    return say('Characters 3 to 12 of the GSTIN must be a PAN: five letters, four digits and a letter.');
  }
  if (!ENTITY_PATTERN.test(value.charAt(12)))
    return say('The GSTIN’s 13th character must be a digit from 1 to 9 or a letter.');
  if (value.charAt(13) !== 'Z') return say('The GSTIN’s 14th character must be Z.');
  if (gstinCheckCharacter(value.slice(0, 14)) !== value.charAt(14)) {
    return say('The GSTIN’s last character does not match: check it for a typing mistake.');
  }
  return null;
}

export const isGstin = (value: unknown): value is string => typeof value === 'string' && gstinProblem(value) === null;

// ─── Financial year and document numbers ────────────────────────────────────────────────────────

export interface FinancialYear {
  /** The calendar year its April falls in: 2026 for April 2026 – March 2027. */
  startYear: number;
  /** '2026-27', as invoice numbers print it. */
  label: string;
}

/** '2026-27' for the year starting April 2026. */
export function financialYearLabel(startYear: number): string {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new Error(`A financial year starts in a four-digit year, not ${startYear}.`);
  }
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The Indian financial year (April to March) a moment falls in, by the store's calendar day in
 * Asia/Kolkata: 2027-03-31T19:00Z is already 1 April 2027 there, so it opens FY 2027-28. Invoice
 * series restart every financial year, so this decides which series a bill takes its number from.
 */
export function financialYearOf(moment: Date | string): FinancialYear {
  const time = new Date(moment).getTime();
  if (Number.isNaN(time)) throw new Error(`Not a moment: "${String(moment)}".`);
  const day = storeDay(time); // '2027-04-01'
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  return { startYear, label: financialYearLabel(startYear) };
}

export type InvoiceSeries = 'invoice' | 'creditNote';

const SERIES_PREFIX: Record<InvoiceSeries, string> = { invoice: 'KN', creditNote: 'CN' };
const SERIAL_DIGITS = 6;

/**
 * A document's number: 'KN/26-27/000042' (the 42nd invoice or bill of FY 2026-27),
 * 'CN/26-27/000003' (the 3rd credit note). Six digits, seven once a year passes 999,999: at most
 * 16 characters, as CGST Rule 46(b) allows an invoice number (docs/gst.md, "Document numbers").
 */
export function invoiceNumberText(series: InvoiceSeries, startYear: number, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new Error(`A document's serial number is a whole number from 1, not ${n}.`);
  }
  const year = financialYearLabel(startYear).slice(2);
  return `${SERIES_PREFIX[series]}/${year}/${String(n).padStart(SERIAL_DIGITS, '0')}`;
}

// ─── Tax arithmetic ─────────────────────────────────────────────────────────────────────────────

function assertPaise(paise: number, what: string): void {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new Error(`${what} must be a whole, non-negative number of paise, not ${paise}.`);
  }
}

function assertGstRate(rate: unknown): asserts rate is GstRate {
  if (!isGstRate(rate)) throw new Error(`${String(rate)} is not a GST rate (one of ${GST_RATES.join(', ')}).`);
}

/**
 * numerator / denominator rounded half up, for non-negative integers, in integer steps only: the
 * remainder is taken off before dividing, so the quotient is exact and no float drift reaches a bill.
 */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  const doubled = 2 * numerator + denominator;
  if (!Number.isSafeInteger(doubled))
    throw new Error(`${numerator} / ${denominator} is too large to work out exactly.`);
  const divisor = 2 * denominator;
  return (doubled - (doubled % divisor)) / divisor;
}

/**
 * A tax-inclusive amount split into its value before tax and the tax in it: taxable =
 * gross × 100 / (100 + rate) rounded half up to the paisa, and tax = gross − taxable, so the two
 * always add back to what the shopper paid. ₹112.00 at 12% → ₹100.00 + ₹12.00.
 */
export function splitInclusivePaise(grossPaise: number, rate: GstRate): { taxablePaise: number; taxPaise: number } {
  assertPaise(grossPaise, 'An amount');
  assertGstRate(rate);
  const taxablePaise = divideRoundHalfUp(grossPaise * 100, 100 + rate);
  return { taxablePaise, taxPaise: grossPaise - taxablePaise };
}

/**
 * Each half of the tax on a taxable value: taxable × (rate / 2)% rounded half up. CGST and SGST are
 * the same amount, as real invoices print them.
 */
function halfTaxPaise(taxablePaise: number, rate: GstRate): number {
  return divideRoundHalfUp(taxablePaise * rate, 200);
}

export interface TaxableLine {
  /** What the line costs, tax included (price × qty), in paise. */
  grossPaise: number;
  gstRate: GstRate;
  /** The HSN code (or the fee's SAC) the line is summarised under. */
  hsn: string;
}

export interface RateTax {
  gstRate: GstRate;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface HsnTax extends RateTax {
  hsn: string;
}

export interface TaxSummary {
  /** Per input line, in the same order. */
  lines: { taxablePaise: number }[];
  /** One row per rate present, ascending. */
  byRate: RateTax[];
  /** One row per HSN code and rate present, by code then rate. */
  byHsn: HsnTax[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** totalPaise − (taxable + CGST + SGST): what rounding the tax per rate leaves, a few paise either way. */
  roundOffPaise: number;
}

/** Taxable value summed over a group of lines, and each half of the tax on that sum. */
function taxOfGroup(rate: GstRate, taxables: readonly number[]): RateTax {
  const taxablePaise = taxables.reduce((sum, paise) => sum + paise, 0);
  const half = halfTaxPaise(taxablePaise, rate);
  return { gstRate: rate, taxablePaise, cgstPaise: half, sgstPaise: half };
}

interface SplitLine {
  line: TaxableLine;
  taxablePaise: number;
}

/** Lines' taxable values grouped by a key, in first-seen order (the caller sorts); `line` is the group's first. */
function groupTaxables(split: readonly SplitLine[], keyOf: (line: TaxableLine) => string) {
  const groups = new Map<string, { line: TaxableLine; taxables: number[] }>();
  for (const { line, taxablePaise } of split) {
    const key = keyOf(line);
    const group = groups.get(key) ?? { line, taxables: [] };
    group.taxables.push(taxablePaise);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A bill's tax: each line's taxable value (splitInclusivePaise), then per rate and per HSN code the
 * taxable values summed and the tax on the sum, halved into CGST and SGST, each rounded once. Tax is
 * rounded per rate rather than per line because that is how the invoice and the GST return print
 * it; the paisa or two this leaves against what the shopper paid is the bill's round-off line.
 * `totalPaise` is what the order costs (the ledger's total), so the bill always adds up to it.
 */
export function taxSummaryOf(lines: readonly TaxableLine[], totalPaise: number): TaxSummary {
  assertPaise(totalPaise, 'The total');
  const split = lines.map((line) => ({
    line,
    taxablePaise: splitInclusivePaise(line.grossPaise, line.gstRate).taxablePaise,
  }));

  const byRate = groupTaxables(split, (line) => String(line.gstRate))
    .map((group) => taxOfGroup(group.line.gstRate, group.taxables))
    .sort((a, b) => a.gstRate - b.gstRate);
  const byHsn = groupTaxables(split, (line) => `${line.hsn}\u0000${line.gstRate}`)
    .map((group): HsnTax => ({ hsn: group.line.hsn, ...taxOfGroup(group.line.gstRate, group.taxables) }))
    .sort((a, b) => (a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.gstRate - b.gstRate));

  const taxablePaise = byRate.reduce((sum, row) => sum + row.taxablePaise, 0);
  const cgstPaise = byRate.reduce((sum, row) => sum + row.cgstPaise, 0);
  const sgstPaise = byRate.reduce((sum, row) => sum + row.sgstPaise, 0);
  return {
    lines: split.map(({ taxablePaise }) => ({ taxablePaise })),
    byRate,
    byHsn,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    roundOffPaise: totalPaise - (taxablePaise + cgstPaise + sgstPaise),
  };
}
