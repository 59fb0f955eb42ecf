/**
 * What the admin typed in a search box, ready for SQL: a case-blind "contains" pattern with
 * LIKE's wildcards taken literally, and the digits of a phone number when it looks like one.
 */
export interface SearchText {
  /** For `ILIKE $n` (backslash is LIKE's escape): matches the text anywhere, any case. */
  contains: string;
  /** The typed phone number's digits ('+91 98765-43' → '9876543'), or null when it is not digits. */
  phoneDigits: string | null;
  /** For the order number (hex), lower case with spaces dropped, or null when it cannot be one. */
  orderNumber: string | null;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Null for a search that is blank: it narrows nothing. */
export function searchText(search: string | undefined): SearchText | null {
  const text = search?.trim() ?? '';
  if (!text) return null;
  const compact = text.replace(/[\s-]/g, '');
  const digits = compact.replace(/^\+?91(?=\d{10}$)/, '');
  return {
    contains: `%${escapeLike(text)}%`,
    phoneDigits: /^\d+$/.test(digits) ? digits : null,
    orderNumber: /^[0-9a-f]+$/i.test(compact) ? compact.toLowerCase() : null,
  };
}
