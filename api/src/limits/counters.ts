import { type Queryable, theRow } from '../db/database';

const window = (param: string) => `now() + (${param}::bigint * interval '1 millisecond')`;

/**
 * Counts one hit against `key` and answers the count in the key's current window, in a single
 * statement: concurrent hits (on any instance) queue on the key's row, so each sees every hit
 * before it and a limit cannot be raced past. A window that has ended starts again at 1.
 */
export async function countHit(q: Queryable, key: string, windowMs: number): Promise<number> {
  const row = await theRow<{ hits: number }>(
    q,
    `INSERT INTO rate_counters (key, hits, window_ends_at) VALUES ($1, 1, ${window('$2')})
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_counters.window_ends_at <= now() THEN 1 ELSE rate_counters.hits + 1 END,
       window_started_at = CASE WHEN rate_counters.window_ends_at <= now() THEN now() ELSE rate_counters.window_started_at END,
       window_ends_at = CASE WHEN rate_counters.window_ends_at <= now() THEN ${window('$2')} ELSE rate_counters.window_ends_at END
     RETURNING hits`,
    [key, windowMs],
  );
  return row.hits;
}

/** Takes back a hit that turned out not to count (e.g. an SMS no provider would send). */
export async function refundHit(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE rate_counters SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND window_ends_at > now()', [
    key,
  ]);
}

/** Counters whose window ended long ago only take space; they are dropped now and then. */
export async function dropEndedCounters(q: Queryable): Promise<void> {
  await q.query("DELETE FROM rate_counters WHERE window_ends_at < now() - interval '1 hour'");
}
