/**
 * A bill's total in words, in English and Hindi, as Indian invoices print it under the figures (so
 * an altered figure shows). Server side only: to-words carries a word list per language, which the
 * storefront's bundles have no need of; the bill document arrives with both sentences written.
 */
import { ToWords as EnglishWords } from 'to-words/en-IN';
import { ToWords as HindiWords } from 'to-words/hi-IN';

const english = new EnglishWords();
const hindi = new HindiWords();

/**
 * Hindi invoices close the sentence with मात्र, as English ones close with "Only"; to-words' hi-IN
 * adds nothing there, so it is added here.
 */
const HINDI_ONLY = 'मात्र';

/**
 * '225.00', '45.50': the amount in rupees written out from integer paise, so the converter never
 * sees a binary fraction (0.07 × 100 is not 7 in floating point).
 */
function rupeesText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The total in words, Indian numbering (lakh, crore), rupees and paise: 22500 →
 * { en: 'Two Hundred Twenty Five Rupees Only', hi: 'दो सौ पच्चीस रुपये मात्र' }.
 */
export function totalInWords(paise: number): { en: string; hi: string } {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new Error(`A total in words needs a whole, non-negative number of paise, not ${paise}.`);
  }
  const rupees = rupeesText(paise);
  return {
    en: english.convert(rupees, { currency: true }),
    hi: `${hindi.convert(rupees, { currency: true, doNotAddOnly: true })} ${HINDI_ONLY}`,
  };
}
