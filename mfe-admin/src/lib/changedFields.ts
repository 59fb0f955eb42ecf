/**
 * The one rule every admin edit form follows against lost writes: send only the fields the admin
 * changed, compared with what the form opened with. A field someone else changes meanwhile (stock
 * a customer bought, a name another admin fixed) keeps its newer value unless this admin changed
 * that same field, and then the admin's value is what they meant.
 */
export function changedFields<T extends object>(opened: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (!sameValue(opened[key], edited[key])) changes[key] = edited[key];
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, at) => sameValue(item, b[at]));
  return Object.is(a, b);
}
