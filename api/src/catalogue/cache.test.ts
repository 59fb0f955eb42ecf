import { AnswerCache, cachedAnswer, ChangeCache } from './cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('ChangeCache', () => {
  it('reads a key once while nothing changes, and concurrent misses share that read', async () => {
    const cache = new ChangeCache<number>({ maxEntries: 10, maxAgeMs: 60_000 });
    const read = jest.fn(async () => 7);
    expect(await Promise.all([cache.get('a', read), cache.get('a', read), cache.get('a', read)])).toEqual([7, 7, 7]);
    expect(await cache.get('a', read)).toBe(7);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('after clear() reads again, and a read under way at the change is not kept for later callers', async () => {
    const cache = new ChangeCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const before = deferred<string>();
    const first = cache.get('a', () => before.promise);
    cache.clear();
    const second = cache.get('a', async () => 'after');
    before.resolve('before');
    expect(await first).toBe('before');
    expect(await second).toBe('after');
    expect(await cache.get('a', async () => 'third read')).toBe('after');
  });

  it('does not keep a failed read', async () => {
    const cache = new ChangeCache<number>({ maxEntries: 10, maxAgeMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ChangeCache<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a re-read')).toBe('a');
    expect(await cache.get('b', async () => 'b re-read')).toBe('b re-read');
  });

  it('reads again after maxAgeMs even when no change was heard', async () => {
    let now = 1_000;
    const cache = new ChangeCache<number>({ maxEntries: 10, maxAgeMs: 500, now: () => now });
    await cache.get('a', async () => 1);
    now += 499;
    expect(await cache.get('a', async () => 2)).toBe(1);
    now += 1;
    expect(await cache.get('a', async () => 3)).toBe(3);
  });
});

describe('AnswerCache', () => {
  it('keeps the JSON as sent with a strong ETag of exactly those bytes, and null (not found) as null', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxAgeMs: 60_000 });
    const answer = await cache.answer('p', async () => ({ name: 'Toned Milk', price: 27 }));
    expect(answer!.body).toBe('{"name":"Toned Milk","price":27}');
    expect(answer!.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(cachedAnswer({ name: 'Toned Milk', price: 28 }).etag).not.toBe(answer!.etag);
    expect(cachedAnswer({ name: 'Toned Milk', price: 27 }).etag).toBe(answer!.etag);
    expect(await cache.answer('gone', async () => null)).toBeNull();
  });
});
