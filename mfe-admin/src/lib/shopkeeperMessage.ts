import {
  activeLocale,
  errorMessage as apiErrorMessage,
  type Refusal,
  readSentence,
  refusalOf,
  refusalWords,
} from '@kirana/shared';
import { t } from '../i18n';

/**
 * The API names the field it refuses ("areaName: must be 2 to 80 characters") so a developer
 * knows where to look; the shopkeeper reads the same refusal in words ("The locality's name must
 * be 2 to 80 characters"). Every error the admin's screens show goes through here.
 */
const FIELD_WORDS: Record<string, string> = {
  areaName: 'The locality’s name',
  societyName: 'The society’s name',
  locality: 'The locality',
  society: 'The society',
  name: 'The name',
  phoneNumber: 'The phone number',
  categoryId: 'The category',
  category: 'The category',
  sortOrder: 'The position',
  stock: 'The stock',
  mrp: 'The MRP',
  sellingPrice: 'The selling price',
  quantityLabel: 'The quantity',
  description: 'The description',
  productImages: 'The pictures',
  image: 'The picture',
  reason: 'The reason',
  reopensAt: 'The reopening time',
  wing: 'The wing',
  flatNumber: 'The flat number',
  address: 'The address',
  amountPaise: 'The amount',
  method: 'How it was paid',
  qty: 'The quantity',
  items: 'The list',
  orderItems: 'The items',
  search: 'The search',
  page: 'The page',
  pageSize: 'The page size',
  from: 'The first day',
  to: 'The last day',
};

/**
 * 'areaName' → 'The locality’s name' (in the language shown when `translate`, for a sentence that
 * is itself translated); 'flatNumber' → 'The flat number' for a field the table does not know.
 */
function fieldWords(path: string, translate = true): string {
  const field =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? path;
  const known = FIELD_WORDS[field];
  // Only the table's words are in the catalogue; a field it does not know stays in English.
  if (known) return translate ? t(known) : known;
  return `The ${field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Continuations the API's schemas write after the field ("must be …", "is required"). */
const CONTINUATION = /^(must|is|are|at most|at least|send|should|cannot|can't|has|have)\b/;

export function shopkeeperMessage(message: string): string {
  const required = /^([A-Za-z][\w.]*) is required$/.exec(message)?.[1];
  // Whole in the language shown; the API's other sentences arrive in English and are kept so.
  if (required) return t('{field} is required', { field: fieldWords(required) });
  const named = /^([A-Za-z][\w]*(?:\.[\w]+)*): (.+)$/s.exec(message);
  if (!named) return message;
  const [, path, rest] = named as unknown as [string, string, string];
  return CONTINUATION.test(rest) ? `${fieldWords(path, false)} ${rest}` : capitalised(rest);
}

/**
 * A refusal in a language other than English: its sentence translated, a schema's field by its
 * words ("इलाके का नाम 2 से 80 अक्षरों का होना चाहिए"), a field code before the sentence dropped.
 */
function shopkeeperRefusal(refusal: Refusal): string {
  const { sentence: said, field } = refusal;
  if (field && said?.text === '{field} is required') return t('{field} is required', { field: fieldWords(field) });
  const problem = said?.values?.problem;
  if (field && said?.text === '{field}: {problem}' && typeof problem === 'object') {
    const words = readSentence(problem, t);
    // A schema sentence the catalogue lacks (ajv's own) stays whole in English, field and all.
    if (words === readSentence(problem)) return shopkeeperMessage(refusal.message);
    return CONTINUATION.test(problem.text)
      ? t('{field} {problem}', { field: fieldWords(field), problem: words })
      : words;
  }
  return shopkeeperMessage(refusalWords(refusal));
}

/**
 * shared's `errorMessage` (the server's sentence, or a network failure in words), in the shopkeeper's words
 * and language.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const refusal = refusalOf(error);
  if (refusal && activeLocale() !== 'en') return shopkeeperRefusal(refusal);
  return shopkeeperMessage(apiErrorMessage(error, fallback));
}
