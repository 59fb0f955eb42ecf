import { Type } from '@sinclair/typebox';
import { IDEMPOTENCY_HEADER } from '@kirana/shared/contracts';

/** The Idempotency-Key header (Fastify reads header names in lower case). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER.toLowerCase()]: Type.Optional(
    Type.String({ minLength: 8, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', errorMessage: 'must be 8 to 100 visible characters (a fresh random id per checkout)' }),
  ),
});

export function idempotencyKeyOf(headers: Record<string, unknown>): string | null {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof value === 'string' ? value : null;
}
