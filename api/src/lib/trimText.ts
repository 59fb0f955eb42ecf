import type { FastifyRequest } from 'fastify';

/**
 * Every text a JSON body carries, trimmed before the route's schema checks it, so a rule such as
 * "3 to 200 characters" holds for what is kept: "  a  " is the one-letter "a" (refused), not five
 * characters. Walked with a stack of its own (bodies nest at most 32 levels; see jsonNesting.ts).
 * Only the body: paths and queries keep what was sent (search text is cleaned where it is read).
 */
export function trimStrings(value: object): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i += 1) {
        const element: unknown = item[i];
        if (typeof element === 'string') item[i] = element.trim();
        else if (element && typeof element === 'object') pending.push(element);
      }
    } else if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const field = record[key];
        if (typeof field === 'string') record[key] = field.trim();
        else if (field && typeof field === 'object') pending.push(field);
      }
    }
  }
}

/**
 * A preValidation hook for every route: the text inside a JSON body (an object or an array),
 * trimmed (`trimStrings`). A body that is itself text (a CSV file, a form) is left as sent.
 */
export async function trimBodyText(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) trimStrings(body);
}
