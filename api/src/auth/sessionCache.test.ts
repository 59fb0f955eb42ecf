import type { Queryable } from '../db/database';
import { SESSION_CACHE_MAX, SESSION_CACHE_MS, SessionCache } from './sessionCache';
import { hashToken } from './sessions';

/** A database that knows some tokens (a token deleted from `live` is gone) and counts how often it is asked. */
function fakeDb(live: Record<string, string>) {
  const asked: string[] = [];
  // Hashed once: looking each token up by hashing all of them made the 10,005-session test take minutes.
  const byHash = new Map(Object.keys(live).map((token) => [hashToken(token), token]));
  const db = {
    query: async (_sql: string, params: unknown[]) => {
      const hash = params[0] as string;
      asked.push(hash);
      const token = byHash.get(hash);
      return token !== undefined && Object.hasOwn(live, token)
        ? [{ session_id: live[token], id: `user-${token}`, phone_number: '9876543210', name: 'Asha', is_admin: false }]
        : [];
    },
  } as unknown as Queryable;
  return { db, asked };
}

describe('the session cache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('asks the database once, then believes the session for SESSION_CACHE_MS', async () => {
    const { db, asked } = fakeDb({ tokenA: 's1' });
    const cache = new SessionCache(clock);
    expect((await cache.find(db, 'tokenA'))?.sessionId).toBe('s1');
    expect((await cache.find(db, 'tokenA'))?.sessionId).toBe('s1');
    expect(asked).toHaveLength(1);
    now += SESSION_CACHE_MS + 1;
    await cache.find(db, 'tokenA');
    expect(asked).toHaveLength(2);
  });

  it('a forgotten session (revoked here or on another instance) is asked about again', async () => {
    const live = { tokenB: 's2' } as Record<string, string>;
    const { db, asked } = fakeDb(live);
    const cache = new SessionCache(clock);
    await cache.find(db, 'tokenB');
    delete live.tokenB;
    cache.forgetSession('s2');
    expect(await cache.find(db, 'tokenB')).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('keeps nothing unknown, and forgets everything after a gap in notifications', async () => {
    const { db, asked } = fakeDb({ tokenC: 's3' });
    const cache = new SessionCache(clock);
    expect(await cache.find(db, 'made-up')).toBeNull();
    expect(await cache.find(db, 'made-up')).toBeNull();
    expect(asked).toHaveLength(2);
    await cache.find(db, 'tokenC');
    cache.forgetAll();
    expect(cache.size).toBe(0);
    await cache.find(db, 'tokenC');
    expect(asked).toHaveLength(4);
  });

  it('never asks about an empty or absurdly long token, and holds at most SESSION_CACHE_MAX sessions', async () => {
    const tokens = Object.fromEntries(Array.from({ length: SESSION_CACHE_MAX + 5 }, (_, i) => [`t${i}`, `s${i}`]));
    const { db, asked } = fakeDb(tokens);
    const cache = new SessionCache(clock);
    expect(await cache.find(db, '')).toBeNull();
    expect(await cache.find(db, 'x'.repeat(201))).toBeNull();
    expect(asked).toHaveLength(0);
    for (const token of Object.keys(tokens)) await cache.find(db, token);
    expect(cache.size).toBe(SESSION_CACHE_MAX);
  });
});

describe('what the sessions channel says', () => {
  it('`user:<id>` forgets every session of that user; anything else is a session id', async () => {
    const { db, asked } = fakeDb({ one: 's1', two: 's2' });
    const cache = new SessionCache();
    await cache.find(db, 'one');
    await cache.find(db, 'two');
    cache.heard('user:user-one');
    expect(cache.size).toBe(1);
    cache.heard('s2');
    expect(cache.size).toBe(0);
    expect(asked).toHaveLength(2);
  });
});
