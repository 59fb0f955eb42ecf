import { RefreshingCache } from './refreshingCache';

function setUp(options: { maxEntries?: number; maxAgeMs?: number; graceMs?: number } = {}) {
  let now = 1_000;
  const cache = new RefreshingCache<string>({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: options.maxAgeMs ?? 10_000,
    graceMs: options.graceMs ?? 1_000,
    now: () => now,
  });
  let reads = 0;
  /** A read whose answer is the number of reads so far, settled when `settle` is called. */
  const pending: (() => void)[] = [];
  const read = () => {
    reads += 1;
    const answer = `read ${reads}`;
    return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
  };
  const settle = async () => {
    for (const done of pending.splice(0)) done();
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** A get whose reads are settled: what it answers. */
  const getSettled = async (key: string) => {
    const value = cache.get(key, read);
    await settle();
    return value;
  };
  return {
    cache,
    read,
    settle,
    getSettled,
    reads: () => reads,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

describe('RefreshingCache', () => {
  it('reads a key once, and concurrent requests share that read', async () => {
    const s = setUp();
    const both = Promise.all([s.cache.get('k', s.read), s.cache.get('k', s.read)]);
    await s.settle();
    expect(await both).toEqual(['read 1', 'read 1']);
    expect(await s.cache.get('k', s.read)).toBe('read 1');
    expect(s.reads()).toBe(1);
  });

  it('within the grace after a change answers the value read before it and reads again behind it, once', async () => {
    const s = setUp();
    await s.getSettled('k');
    s.cache.outdate();
    s.pass(100);
    expect(await s.cache.get('k', s.read)).toBe('read 1');
    expect(await s.cache.get('k', s.read)).toBe('read 1');
    expect(s.reads()).toBe(2);
    await s.settle();
    expect(await s.cache.get('k', s.read)).toBe('read 2');
    expect(s.reads()).toBe(2);
  });

  it('past the grace, waits for a read made after the change, sharing the one under way', async () => {
    const s = setUp();
    await s.getSettled('k');
    s.cache.outdate();
    s.pass(100);
    await s.cache.get('k', s.read); // starts read 2 behind
    s.pass(1_000);
    const late = s.cache.get('k', s.read);
    expect(s.reads()).toBe(2);
    await s.settle();
    expect(await late).toBe('read 2');
  });

  it('a read started before a change answers its callers but is outdated by the change', async () => {
    const s = setUp();
    const before = s.cache.get('k', s.read);
    s.cache.outdate();
    const after = s.cache.get('k', s.read);
    expect(s.reads()).toBe(2);
    await s.settle();
    expect([await before, await after]).toEqual(['read 1', 'read 2']);
    expect(await s.cache.get('k', s.read)).toBe('read 2');
  });

  it('a value two changes old is not answered after the grace of the first change it missed', async () => {
    const s = setUp();
    await s.getSettled('k');
    s.cache.outdate();
    s.pass(5_000);
    s.cache.outdate();
    const value = s.cache.get('k', s.read);
    await s.settle();
    expect(await value).toBe('read 2');
  });

  it('a key never read waits for its read, even just after a change', async () => {
    const s = setUp();
    s.cache.outdate();
    const value = s.cache.get('new', s.read);
    await s.settle();
    expect(await value).toBe('read 1');
  });

  it('an entry older than maxAgeMs is read again behind one more answer, and waited for past the grace', async () => {
    const s = setUp({ maxAgeMs: 5_000, graceMs: 1_000 });
    await s.getSettled('k');
    s.pass(5_500);
    expect(await s.cache.get('k', s.read)).toBe('read 1');
    await s.settle();
    expect(await s.cache.get('k', s.read)).toBe('read 2');
    s.pass(6_500);
    const late = s.cache.get('k', s.read);
    await s.settle();
    expect(await late).toBe('read 3');
  });

  it('does not keep a failed read: the value before it stays for the grace, then the next request reads again', async () => {
    const s = setUp();
    await s.getSettled('k');
    s.cache.outdate();
    let failures = 0;
    const failing = () => {
      failures += 1;
      return Promise.reject(new Error('database gone'));
    };
    expect(await s.cache.get('k', failing)).toBe('read 1');
    await new Promise((resolve) => setImmediate(resolve));
    s.pass(2_000);
    await expect(s.cache.get('k', failing)).rejects.toThrow('database gone');
    expect(failures).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const s = setUp({ maxEntries: 2 });
    for (const key of ['a', 'b', 'a', 'c']) await s.getSettled(key);
    expect(s.cache.size).toBe(2);
    expect(s.reads()).toBe(3);
    await s.getSettled('b');
    expect(s.reads()).toBe(4);
  });
});
