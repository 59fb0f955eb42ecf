import {
  FEE_GST_RATE,
  FEE_SAC,
  financialYearLabel,
  financialYearOf,
  GST_RATES,
  GST_STATES,
  type GstRate,
  gstinCheckCharacter,
  gstinProblem,
  HSN_PATTERN,
  invoiceNumberText,
  isGstin,
  isHsnCode,
  normalizeGstin,
  splitInclusivePaise,
  stateName,
  type TaxableLine,
  taxSummaryOf,
} from './gst';

describe('HSN and SAC codes', () => {
  it('takes 4, 6 or 8 digits, and the fee SAC', () => {
    expect(isHsnCode('0405')).toBe(true);
    expect(isHsnCode('040510')).toBe(true);
    expect(isHsnCode('04051000')).toBe(true);
    expect(isHsnCode(FEE_SAC)).toBe(true);
    expect(HSN_PATTERN.test('996813')).toBe(true);
  });

  it('refuses other lengths, letters, spaces and non-strings', () => {
    for (const code of ['', '040', '04051', '0405100', '040510000', '04O5', ' 0405', '0405 ', '04-05']) {
      expect(isHsnCode(code)).toBe(false);
    }
    expect(isHsnCode(405)).toBe(false);
    expect(isHsnCode(null)).toBe(false);
  });
});

describe('GST states', () => {
  it('names a state in English and Hindi', () => {
    expect(stateName('27', 'en')).toBe('Maharashtra');
    expect(stateName('27', 'hi')).toBe('महाराष्ट्र');
    expect(stateName('07')).toBe('Delhi');
    expect(stateName('38')).toBe('Ladakh');
    expect(stateName('97', 'hi')).toBe('अन्य क्षेत्र');
  });

  it('knows 01 to 38 and 97, and nothing else', () => {
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'];
    expect(Object.keys(GST_STATES).sort()).toEqual(expected);
    expect(stateName('00')).toBeNull();
    expect(stateName('39')).toBeNull();
    expect(stateName('7')).toBeNull();
    expect(stateName('toString')).toBeNull();
  });

  it('every name has Hindi in Devanagari', () => {
    for (const { hi } of Object.values(GST_STATES)) expect(hi).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s()0-9]*$/);
  });
});

describe('GSTIN', () => {
  /*
   * 27AAPFU0939F1Z?, by hand (values 0-9, A=10 … Z=35; factors 1, 2, 1, 2 …):
   *   char     2  7  A  A  P  F  U  0  9  3  9  F  1  Z
   *   value    2  7 10 10 25 15 30  0  9  3  9 15  1 35
   *   factor   1  2  1  2  1  2  1  2  1  2  1  2  1  2
   *   product  2 14 10 20 25 30 30  0  9  6  9 30  1 70
   *   q + r    2 14 10 20 25 30 30  0  9  6  9 30  1 35   (70 = 1 × 36 + 34 → 1 + 34)
   *   sum = 221; 221 mod 36 = 5; (36 − 5) mod 36 = 31 → 'V'.
   */
  it('computes the check character by the GSTN scheme (worked by hand above)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('accepts valid GSTINs', () => {
    // The first is GSTN's own sample; the others are as printed on published invoices (each would
    // pass by chance only 1 time in 36, so together they check the scheme against the real one).
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '27AAACR5055K1Z7',
      '27AAACT2727Q1ZW',
      '33AAACH7409R1Z8',
      '24AAACC1206D1ZM',
    ]) {
      expect(gstinProblem(gstin)).toBeNull();
      expect(isGstin(gstin)).toBe(true);
    }
  });

  it('catches a one-character typo by its check character', () => {
    // 0939 typed 0933: the body is still well formed, only the check character gives it away.
    expect(gstinProblem('27AAPFU0933F1ZV')).toBe(
      'The GSTIN’s last character does not match: check it for a typing mistake.',
    );
    // Two neighbouring characters swapped (AP → PA).
    expect(isGstin('27APAFU0939F1ZV')).toBe(false);
    // The check character itself mistyped.
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
  });

  it('names the first thing wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('The GSTIN must be 15 characters.');
    expect(gstinProblem('27AAPFU0939F1ZV0')).toBe('The GSTIN must be 15 characters.');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('The GSTIN may hold only digits and capital letters.');
    expect(gstinProblem('27AAPFU0939F1Z ')).toBe('The GSTIN may hold only digits and capital letters.');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('The GSTIN’s first two digits are not a state code.');
    expect(gstinProblem('AAAAPFU0939F1ZV')).toBe('The GSTIN’s first two digits are not a state code.');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(
      'Characters 3 to 12 of the GSTIN must be a PAN: five letters, four digits and a letter.',
    );
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('The GSTIN’s 13th character must be a digit from 1 to 9 or a letter.');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('The GSTIN’s 14th character must be Z.');
  });

  it('normalises what a person types, and refuses non-strings', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
    expect(isGstin(undefined)).toBe(false);
    expect(isGstin(27)).toBe(false);
  });

  it('refuses to compute a check character from a malformed body', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(/14 digits or capital letters/);
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(/14 digits or capital letters/);
  });
});

describe('financial year (April to March, in India)', () => {
  it('turns at midnight on 1 April in Asia/Kolkata, not in UTC', () => {
    // 2027-03-31T18:29:59Z is 23:59:59 on 31 March in India; 18:30Z is midnight, 1 April.
    expect(financialYearOf('2027-03-31T18:29:59Z')).toEqual({ startYear: 2026, label: '2026-27' });
    expect(financialYearOf('2027-03-31T18:30:00Z')).toEqual({ startYear: 2027, label: '2027-28' });
    expect(financialYearOf('2027-03-31T19:00:00Z')).toEqual({ startYear: 2027, label: '2027-28' });
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z')).label).toBe('2027-28');
  });

  it('places the other months', () => {
    expect(financialYearOf('2026-04-01T00:00:00+05:30').label).toBe('2026-27');
    expect(financialYearOf('2026-11-29T10:00:00Z').label).toBe('2026-27');
    expect(financialYearOf('2027-01-01T00:00:00+05:30').label).toBe('2026-27');
    expect(financialYearOf('2026-03-31T23:59:59+05:30').label).toBe('2025-26');
  });

  it('writes the century turn and refuses what is not a moment', () => {
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(financialYearLabel(2009)).toBe('2009-10');
    expect(() => financialYearOf('not a date')).toThrow(/Not a moment/);
  });
});

describe('document numbers', () => {
  it('prints series, year and a six-digit serial', () => {
    expect(invoiceNumberText('invoice', 2026, 42)).toBe('KN/26-27/000042');
    expect(invoiceNumberText('creditNote', 2026, 3)).toBe('CN/26-27/000003');
    expect(invoiceNumberText('invoice', 2027, 1)).toBe('KN/27-28/000001');
  });

  it('grows past six digits rather than wrap', () => {
    expect(invoiceNumberText('invoice', 2026, 999_999)).toBe('KN/26-27/999999');
    expect(invoiceNumberText('invoice', 2026, 1_000_000)).toBe('KN/26-27/1000000');
  });

  it('refuses a serial that is not a whole number from 1', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(() => invoiceNumberText('invoice', 2026, n)).toThrow(/serial/);
    expect(() => invoiceNumberText('invoice', 26, 1)).toThrow(/four-digit year/);
  });
});

describe('splitting a tax-inclusive amount', () => {
  it('Amul butter ₹56 × 2 at 12% (its rate before 22 September 2025): ₹112.00 = ₹100.00 + ₹12.00', () => {
    // 11200 × 100 / 112 = 10000 exactly.
    expect(splitInclusivePaise(11200, 12)).toEqual({ taxablePaise: 10000, taxPaise: 1200 });
  });

  it('milk ₹30 at 0%: no tax in it', () => {
    expect(splitInclusivePaise(3000, 0)).toEqual({ taxablePaise: 3000, taxPaise: 0 });
  });

  it('₹45.50 × 3 at 5%: ₹136.50 = ₹130.00 + ₹6.50', () => {
    // 13650 × 100 / 105 = 13000 exactly.
    expect(splitInclusivePaise(13650, 5)).toEqual({ taxablePaise: 13000, taxPaise: 650 });
  });

  it('the small-cart fee ₹20 at 18%: ₹16.95 + ₹3.05', () => {
    // 2000 × 100 / 118 = 1694.915… → 1695.
    expect(splitInclusivePaise(2000, FEE_GST_RATE)).toEqual({ taxablePaise: 1695, taxPaise: 305 });
  });

  it('rounds an exact half up', () => {
    // 21 × 100 / 105 = 20 exactly; 63 × 100 / 112 = 56.25 → 56; 16 × 100 / 128 = 12.5 → 13.
    expect(splitInclusivePaise(21, 5).taxablePaise).toBe(20);
    expect(splitInclusivePaise(63, 12).taxablePaise).toBe(56);
    expect(splitInclusivePaise(16, 28)).toEqual({ taxablePaise: 13, taxPaise: 3 });
    expect(splitInclusivePaise(0, 18)).toEqual({ taxablePaise: 0, taxPaise: 0 });
  });

  it('refuses negative or fractional paise and unknown rates', () => {
    expect(() => splitInclusivePaise(-1, 5)).toThrow(/whole, non-negative number of paise/);
    expect(() => splitInclusivePaise(10.5, 5)).toThrow(/whole, non-negative number of paise/);
    expect(() => splitInclusivePaise(Number.NaN, 5)).toThrow(/whole, non-negative number of paise/);
    expect(() => splitInclusivePaise(100, 3 as GstRate)).toThrow(/3 is not a GST rate/);
    expect(() => splitInclusivePaise(Number.MAX_SAFE_INTEGER, 5)).toThrow(/too large/);
  });
});

const butter: TaxableLine = { grossPaise: 11200, gstRate: 12, hsn: '0405' };
const milk: TaxableLine = { grossPaise: 3000, gstRate: 0, hsn: '0401' };
const tea: TaxableLine = { grossPaise: 13650, gstRate: 5, hsn: '0902' };
const smallCartFee: TaxableLine = { grossPaise: 2000, gstRate: FEE_GST_RATE, hsn: FEE_SAC };
const detergent: TaxableLine = { grossPaise: 5000, gstRate: 18, hsn: '3402' };
const floorCleaner: TaxableLine = { grossPaise: 1500, gstRate: 18, hsn: '3808' };

describe('a bill’s tax summary', () => {
  it('one line at 12%: CGST and SGST of ₹6.00 each, nothing to round', () => {
    const summary = taxSummaryOf([butter], 11200);
    expect(summary).toEqual({
      lines: [{ taxablePaise: 10000 }],
      byRate: [{ gstRate: 12, taxablePaise: 10000, cgstPaise: 600, sgstPaise: 600 }],
      byHsn: [{ hsn: '0405', gstRate: 12, taxablePaise: 10000, cgstPaise: 600, sgstPaise: 600 }],
      taxablePaise: 10000,
      cgstPaise: 600,
      sgstPaise: 600,
      roundOffPaise: 0,
    });
  });

  it('the small-cart fee alone: halves of ₹1.53 leave a round-off of −₹0.01', () => {
    // Taxable ₹16.95; each half 16.95 × 9% = 1.5255 → ₹1.53; 16.95 + 1.53 + 1.53 = 20.01, so −0.01.
    const summary = taxSummaryOf([smallCartFee], 2000);
    expect(summary.byRate).toEqual([{ gstRate: 18, taxablePaise: 1695, cgstPaise: 153, sgstPaise: 153 }]);
    expect(summary.byHsn).toEqual([{ hsn: '996813', gstRate: 18, taxablePaise: 1695, cgstPaise: 153, sgstPaise: 153 }]);
    expect(summary.roundOffPaise).toBe(-1);
  });

  it('a 0% line has no tax, and a 5% line splits ₹6.50 into ₹3.25 + ₹3.25', () => {
    const summary = taxSummaryOf([milk, tea], 16650);
    expect(summary.byRate).toEqual([
      { gstRate: 0, taxablePaise: 3000, cgstPaise: 0, sgstPaise: 0 },
      { gstRate: 5, taxablePaise: 13000, cgstPaise: 325, sgstPaise: 325 },
    ]);
    expect(summary.roundOffPaise).toBe(0);
  });

  /*
   * Milk ₹30 at 0%, butter ₹56 × 2 at 12% (a bill from before 22 September 2025; 5% since), detergent
   * powder ₹25 × 2 at 18%; total ₹192.00.
   *   0%:  taxable 30.00, no tax
   *   12%: 112.00 × 100/112 = 100.00; halves 100.00 × 6% = 6.00 each
   *   18%: 50.00 × 100/118 = 42.372… → 42.37; halves 42.37 × 9% = 3.8133 → 3.81 each
   *   taxable 172.37 + CGST 9.81 + SGST 9.81 = 191.99; round-off 192.00 − 191.99 = +0.01
   */
  it('a mixed cart at three rates: the round-off is +₹0.01', () => {
    const summary = taxSummaryOf([butter, milk, detergent], 19200);
    expect(summary.lines).toEqual([{ taxablePaise: 10000 }, { taxablePaise: 3000 }, { taxablePaise: 4237 }]);
    expect(summary.byRate).toEqual([
      { gstRate: 0, taxablePaise: 3000, cgstPaise: 0, sgstPaise: 0 },
      { gstRate: 12, taxablePaise: 10000, cgstPaise: 600, sgstPaise: 600 },
      { gstRate: 18, taxablePaise: 4237, cgstPaise: 381, sgstPaise: 381 },
    ]);
    expect(summary).toMatchObject({ taxablePaise: 17237, cgstPaise: 981, sgstPaise: 981, roundOffPaise: 1 });
  });

  /*
   * The cart above with floor cleaner ₹15 at 18% (HSN 3808) and a ₹20 line under the fee's SAC (a real cart
   * this size pays no small-cart fee; it stands in for a service line); total ₹227.00.
   *   floor cleaner: 15.00 × 100/118 = 12.711… → 12.71; the fee line 16.95 as before
   *   18% together: 42.37 + 12.71 + 16.95 = 72.03; halves 72.03 × 9% = 6.4827 → 6.48 each
   *   taxable 30.00 + 100.00 + 72.03 = 202.03; CGST = SGST = 6.00 + 6.48 = 12.48
   *   202.03 + 12.48 + 12.48 = 226.99; round-off 227.00 − 226.99 = +0.01
   * Per HSN the same rule over each code's lines: 3402 42.37 × 9% = 3.8133 → 3.81; 3808 12.71 × 9%
   * = 1.1439 → 1.14; 996813 → 1.53. Those halves add to 6.48 here, but need not: each table rounds
   * on its own, and the totals come from the rate table.
   */
  it('lines at one rate under several HSN codes: one rate row, one HSN row each', () => {
    const summary = taxSummaryOf([floorCleaner, smallCartFee, butter, milk, detergent], 22700);
    expect(summary.lines.map((line) => line.taxablePaise)).toEqual([1271, 1695, 10000, 3000, 4237]);
    expect(summary.byRate).toEqual([
      { gstRate: 0, taxablePaise: 3000, cgstPaise: 0, sgstPaise: 0 },
      { gstRate: 12, taxablePaise: 10000, cgstPaise: 600, sgstPaise: 600 },
      { gstRate: 18, taxablePaise: 7203, cgstPaise: 648, sgstPaise: 648 },
    ]);
    expect(summary.byHsn).toEqual([
      { hsn: '0401', gstRate: 0, taxablePaise: 3000, cgstPaise: 0, sgstPaise: 0 },
      { hsn: '0405', gstRate: 12, taxablePaise: 10000, cgstPaise: 600, sgstPaise: 600 },
      { hsn: '3402', gstRate: 18, taxablePaise: 4237, cgstPaise: 381, sgstPaise: 381 },
      { hsn: '3808', gstRate: 18, taxablePaise: 1271, cgstPaise: 114, sgstPaise: 114 },
      { hsn: '996813', gstRate: 18, taxablePaise: 1695, cgstPaise: 153, sgstPaise: 153 },
    ]);
    expect(summary).toMatchObject({ taxablePaise: 20203, cgstPaise: 1248, sgstPaise: 1248, roundOffPaise: 1 });
  });

  it('one HSN code at two rates gives two HSN rows, code first, then rate', () => {
    const summary = taxSummaryOf(
      [
        { grossPaise: 1050, gstRate: 5, hsn: '2106' },
        { grossPaise: 1180, gstRate: 18, hsn: '2106' },
        { grossPaise: 1000, gstRate: 0, hsn: '0701' },
      ],
      3230,
    );
    expect(summary.byHsn.map((row) => [row.hsn, row.gstRate])).toEqual([
      ['0701', 0],
      ['2106', 5],
      ['2106', 18],
    ]);
  });

  it('an empty bill is all zeros', () => {
    expect(taxSummaryOf([], 0)).toEqual({
      lines: [],
      byRate: [],
      byHsn: [],
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      roundOffPaise: 0,
    });
  });

  it('refuses bad paise and unknown rates in any line, and a bad total', () => {
    expect(() => taxSummaryOf([{ ...butter, grossPaise: -100 }], 0)).toThrow(/non-negative/);
    expect(() => taxSummaryOf([{ ...butter, grossPaise: 112.5 }], 11250)).toThrow(/whole/);
    expect(() => taxSummaryOf([{ ...butter, gstRate: 7 as GstRate }], 11200)).toThrow(/7 is not a GST rate/);
    expect(() => taxSummaryOf([butter], -1)).toThrow(/The total/);
  });
});

/** A small deterministic generator (mulberry32), so a failing cart can be reproduced from its seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The same rule in bigint, as the reference the integer arithmetic is held to. */
function referenceTaxable(grossPaise: number, rate: number): number {
  const numerator = BigInt(grossPaise) * 200n + BigInt(100 + rate);
  return Number(numerator / (2n * BigInt(100 + rate)));
}

describe('any cart (500 random ones)', () => {
  const random = randomFrom(43);
  const carts = Array.from({ length: 500 }, () => {
    const size = 1 + Math.floor(random() * 12);
    return Array.from({ length: size }, (): TaxableLine => {
      const price = 1 + Math.floor(random() * 50_000);
      const qty = 1 + Math.floor(random() * 6);
      return {
        grossPaise: price * qty,
        gstRate: pick(GST_RATES, random),
        hsn: pick(['0401', '0405', '1905', '2106', FEE_SAC], random),
      };
    });
  });

  it('each line: taxable matches the bigint rule, never exceeds the gross, and taxable + tax = gross', () => {
    const wrong = carts.flat().filter((line) => {
      const { taxablePaise, taxPaise } = splitInclusivePaise(line.grossPaise, line.gstRate);
      return (
        taxablePaise !== referenceTaxable(line.grossPaise, line.gstRate) ||
        taxablePaise > line.grossPaise ||
        taxablePaise + taxPaise !== line.grossPaise
      );
    });
    expect(wrong).toEqual([]);
  });

  it('the round-off stays within a paisa per rate plus two-thirds of a paisa per line', () => {
    // Per rate: each line's taxable is within ½ paisa of exact, which moves the tax in it by at most
    // ½ × (1 + 28%) = 0.64; doubling one rounded half moves it by at most 1 more.
    const tooBig = carts.filter((cart) => {
      const summary = taxSummaryOf(
        cart,
        cart.reduce((sum, line) => sum + line.grossPaise, 0),
      );
      return Math.abs(summary.roundOffPaise) > summary.byRate.length + 0.64 * cart.length;
    });
    expect(tooBig).toEqual([]);
  });

  it('the tables agree with the lines and with each other', () => {
    for (const cart of carts) {
      const total = cart.reduce((sum, line) => sum + line.grossPaise, 0);
      const summary = taxSummaryOf(cart, total);
      const lineTaxable = summary.lines.reduce((sum, line) => sum + line.taxablePaise, 0);
      expect(summary.taxablePaise).toBe(lineTaxable);
      expect(summary.byHsn.reduce((sum, row) => sum + row.taxablePaise, 0)).toBe(lineTaxable);
      expect(summary.cgstPaise).toBe(summary.sgstPaise);
      expect(summary.taxablePaise + summary.cgstPaise + summary.sgstPaise + summary.roundOffPaise).toBe(total);
      const rates = summary.byRate.map((row) => row.gstRate);
      expect(rates).toEqual([...new Set(cart.map((line) => line.gstRate))].sort((a, b) => a - b));
      for (const row of summary.byRate) {
        expect(row.cgstPaise).toBe(row.sgstPaise);
        if (row.gstRate === 0) expect(row.cgstPaise).toBe(0);
      }
    }
  });
});
