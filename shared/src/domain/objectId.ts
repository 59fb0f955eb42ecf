/** Ids are 24 lowercase hex characters, ObjectId-style (time, random, counter). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
