import { type Sentence, sentence } from './say';

/**
 * What a person calls each field a request names, as it reads after "the" (R78): a refusal says
 * "The locality’s name must be 2 to 80 characters.", never "areaName: …". Each is a key of the
 * API's catalogue (its Hindi in shared/src/i18n/api/hi.json); api/src/lib/fieldNames.test.ts fails
 * when a route's schema names a field this table lacks.
 */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  // The one header a schema checks (IdempotencyHeaders).
  'idempotency-key': 'Idempotency-Key header',
  _id: 'item',
  address: 'address',
  amountPaise: 'amount',
  areaName: 'locality’s name',
  awaitingPayment: 'payment filter',
  category: 'category',
  categoryId: 'category',
  code: 'code',
  createCategories: 'new categories',
  csv: 'catalogue file',
  date: 'day',
  description: 'description',
  document: 'document',
  expectedTotal: 'expected total',
  file: 'file',
  flatNumber: 'flat number',
  from: 'first day',
  gstin: 'GSTIN',
  gstRate: 'GST rate',
  hsnCode: 'HSN code',
  id: 'web address',
  image: 'picture',
  includeCancelled: 'cancelled orders filter',
  includeInactive: 'hidden products filter',
  isActive: 'shown-in-store choice',
  isDelivered: 'delivered filter',
  isPaid: 'paid filter',
  items: 'list of items',
  lang: 'language',
  legalName: 'legal name',
  limit: 'number of products',
  locality: 'locality',
  localityId: 'locality',
  lowStock: 'low stock filter',
  means: 'meaning',
  method: 'payment method',
  month: 'month',
  mrp: 'MRP',
  name: 'name',
  nameHi: 'Hindi name',
  orderId: 'order',
  orderIds: 'orders',
  orderItems: 'items',
  otpToken: 'code',
  page: 'page',
  pageSize: 'page size',
  paymentMethod: 'payment method',
  perCategory: 'number per category',
  phoneNumber: 'phone number',
  product: 'product',
  productImages: 'pictures',
  qty: 'quantity',
  quantityLabel: 'quantity',
  reason: 'reason',
  reference: 'reference',
  reopensAt: 'reopening time',
  rider: 'rider',
  riderId: 'rider',
  search: 'search',
  sellingPrice: 'selling price',
  sessionId: 'browser session',
  setStock: 'stock choice',
  shippingAddress: 'delivery address',
  society: 'society',
  societyName: 'society’s name',
  sort: 'order of the list',
  sortOrder: 'position',
  stateCode: 'state',
  stock: 'stock',
  to: 'last day',
  token: 'sign-in',
  transactionId: 'transaction',
  user: 'customer',
  wing: 'wing',
  word: 'word',
};

/**
 * What a request as a whole is called when the refusal is about it, not one field (where ajv
 * reports no field, or one of its names is itself refused).
 */
const WHOLE_REQUEST = sentence('request');

/** 'address.0.flatNumber' → 'flatNumber': the field a dotted path ends at (list positions left out). */
export function fieldKey(path: string): string {
  return (
    path
      .split('.')
      .filter((part) => part && !/^\d+$/.test(part))
      .at(-1) ?? ''
  );
}

/** The words for the field at `path` (a catalogue key): 'areaName' → "locality’s name". */
export function fieldName(path: string): Sentence {
  const name = FIELD_NAMES[fieldKey(path)];
  return name ? sentence(name) : WHOLE_REQUEST;
}

/** A problem written as a whole sentence of its own ("Please enter a valid phone number!") starts with a capital. */
export const isWholeSentence = (text: string): boolean => /^\p{Lu}/u.test(text);

/**
 * A problem with the field at `path` as a sentence a person reads (R78): a whole sentence as it is,
 * a fragment ("must be 2 to 80 characters") after the field's words ("The locality’s name must be
 * 2 to 80 characters."). Never the field's code.
 */
export function aboutField(path: string, problem: Sentence): Sentence {
  if (isWholeSentence(problem.text)) return problem;
  // A fragment ending in a full stop of its own ("… Please remove it and try again.") gets no second one.
  return /[.!?]$/.test(problem.text)
    ? sentence('The {field} {problem}', { field: fieldName(path), problem })
    : sentence('The {field} {problem}.', { field: fieldName(path), problem });
}

/** A required field left out: "Please enter the phone number." */
export const missingField = (path: string): Sentence =>
  sentence('Please enter the {field}.', { field: fieldName(path) });
