import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IDEMPOTENCY_HEADER } from '@kirana/shared/contracts';

/** The Idempotency-Key header (Fastify reads header names in lower case). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER.toLowerCase()]: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 100,
      pattern: '^[\\x21-\\x7e]+$',
      errorMessage: 'must be 8 to 100 visible characters (a fresh random id per checkout)',
    }),
  ),
});

export function idempotencyKeyOf(headers: Record<string, unknown>): string | null {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

/**
 * Answers a request that made something (201), or that repeated a key which had already made it:
 * 200 with what the key made, marked `Idempotent-Replayed`.
 */
export function sendMadeOrReplayed<Body>(reply: FastifyReply, made: boolean, body: Body) {
  if (!made) reply.header('Idempotent-Replayed', 'true');
  return reply.status(made ? 201 : 200).send(body);
}
