import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import stringify from 'safe-stable-stringify';
import { IDEMPOTENCY_HEADER } from '@kirana/shared/contracts';
import { sentence } from '@kirana/shared/domain';
import { type Database, one } from '../db/database';
import { conflict, HttpError, refused } from './httpErrors';

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

export const IDEMPOTENCY_KEY_REUSED = sentence(
  'This request’s Idempotency-Key was already used for a different request. Reload the page and try again.',
);
export const IDEMPOTENCY_KEY_BUSY = sentence(
  'This request is still being recorded. Wait a moment, then reload the page to see whether it was.',
);

/** The refusals a route taking `onceByKey` documents. */
export const IDEMPOTENCY_REFUSALS = {
  422: refused('This Idempotency-Key was already used for a different request.'),
};

/** How long a claimed key waits for its first request before another may take it over (the first is gone). */
const TAKE_OVER_AFTER_SECONDS = 30;
/** How long a repeat waits for the first request with its key to finish, before answering 409. */
const WAIT_FOR_FIRST_MS = 5000;

interface KeyRow {
  request_hash: string;
  status_code: number | null;
  response: string | null;
  stale: boolean;
}

/** The request as its key must match it: the route, its parameters and its body (the same JSON is the same body). */
function requestHash(request: FastifyRequest): string {
  const what = stringify({
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    params: request.params ?? null,
    body: request.body ?? null,
  });
  return createHash('sha256')
    .update(what ?? '')
    .digest('hex');
}

/**
 * Runs a request that records money once per Idempotency-Key (R77), on every instance: the key is
 * claimed in the database (`idempotency_keys`, one row per caller and key) before `work` runs, and
 * `work`'s answer is kept with it. The same key again, from the same caller with the same request,
 * gets that answer (`Idempotent-Replayed: true`) and writes nothing; sent while the first is still
 * running, it waits for it. The same key with another request is a 422. Without a key, `work` just
 * runs. If `work` fails, the claim is let go, so the request can be sent again with its key.
 */
export async function onceByKey<Answer>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  actorId: string,
  work: () => Promise<Answer>,
): Promise<Answer> {
  const key = idempotencyKeyOf(request.headers);
  if (!key) return work();
  const hash = requestHash(request);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claimed = await db.query(
      `INSERT INTO idempotency_keys (actor_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (actor_id, key) DO NOTHING RETURNING key`,
      [actorId, key, hash],
    );
    let mine = claimed.length > 0;
    if (!mine) {
      const earlier = await one<KeyRow>(
        db,
        `SELECT request_hash, status_code, response,
                claimed_at < now() - make_interval(secs => $3) AS stale
           FROM idempotency_keys WHERE actor_id = $1 AND key = $2`,
        [actorId, key, TAKE_OVER_AFTER_SECONDS],
      );
      if (!earlier) continue; // the first request failed and let its claim go: claim it again
      if (earlier.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
      if (earlier.status_code !== null && earlier.response !== null) {
        reply.header('Idempotent-Replayed', 'true').status(earlier.status_code);
        return JSON.parse(earlier.response) as Answer;
      }
      if (earlier.stale) {
        const taken = await db.query(
          `UPDATE idempotency_keys SET claimed_at = clock_timestamp()
            WHERE actor_id = $1 AND key = $2 AND completed_at IS NULL
              AND claimed_at < now() - make_interval(secs => $3) RETURNING key`,
          [actorId, key, TAKE_OVER_AFTER_SECONDS],
        );
        mine = taken.length > 0;
      }
      if (!mine) {
        if (Date.now() > deadline) throw conflict(IDEMPOTENCY_KEY_BUSY);
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
    }
    let answer: Answer;
    try {
      answer = await work();
    } catch (error) {
      await db.query('DELETE FROM idempotency_keys WHERE actor_id = $1 AND key = $2 AND completed_at IS NULL', [
        actorId,
        key,
      ]);
      throw error;
    }
    const status = reply.statusCode >= 200 && reply.statusCode < 300 ? reply.statusCode : 200;
    await db.query(
      `UPDATE idempotency_keys SET status_code = $3, response = $4, completed_at = clock_timestamp()
        WHERE actor_id = $1 AND key = $2`,
      [actorId, key, status, JSON.stringify(answer)],
    );
    return answer;
  }
}

/** How long a key is remembered (R77): a retry comes within seconds or minutes; a day covers a phone left offline overnight. */
export const IDEMPOTENCY_KEY_KEPT_HOURS = 24;
const FORGET_EVERY_MS = 60 * 60 * 1000;

/** Forgets the keys claimed longer ago than they are kept (the claimed_at index finds them). Answers how many. */
export async function forgetOldIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db.query(
    `DELETE FROM idempotency_keys WHERE claimed_at < now() - make_interval(hours => $1) RETURNING key`,
    [IDEMPOTENCY_KEY_KEPT_HOURS],
  );
  return gone.length;
}

/** Forgets old keys every hour while the server runs (started by server.ts; each instance may, deleting is idempotent). */
export function startIdempotencyKeySweeps(app: FastifyInstance): void {
  const timer = setInterval(() => {
    forgetOldIdempotencyKeys(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'forgetting old idempotency keys failed'),
    );
  }, FORGET_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
