import { createHash } from 'node:crypto';

/** A cached answer: the JSON as sent, and its strong ETag (a hash of exactly those bytes). */
export interface CachedAnswer {
  readonly body: string;
  readonly etag: string;
}

export function cachedAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

interface Slot<T> {
  readonly value: Promise<T>;
  readonly storedAt: number;
}

export interface ChangeCacheOptions {
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number;
  /** An answer is read again after this long even if no change was heard (a lost notification). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Reads of the public catalogue, each made once per catalogue change: concurrent misses for one
 * key share one read, and `clear()` (a change) drops everything, reads still under way included,
 * so a value read before a change is never kept after it.
 */
export class ChangeCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly now: () => number;

  constructor(private readonly options: ChangeCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (slot && this.now() - slot.storedAt < this.options.maxAgeMs) {
      // Most recently used goes to the end of the Map's order.
      this.slots.delete(key);
      this.slots.set(key, slot);
      return slot.value;
    }
    const value = read();
    this.slots.set(key, { value, storedAt: this.now() });
    // A failed read is not kept: the next request reads again.
    value.catch(() => {
      if (this.slots.get(key)?.value === value) this.slots.delete(key);
    });
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const oldest of this.slots.keys()) {
      if (this.slots.size <= this.options.maxEntries) break;
      this.slots.delete(oldest);
    }
    return value;
  }

  /** Drops `key` if it still holds `value` (an answer that must not be kept). */
  drop(key: string, value: Promise<T>): void {
    if (this.slots.get(key)?.value === value) this.slots.delete(key);
  }

  /** A read under way stays with whoever awaits it, but is no longer found here. */
  clear(): void {
    this.slots.clear();
  }
}

/** Public answers as sent: `null` (not found) is cached too, and sent as the route's 404. */
export class AnswerCache extends ChangeCache<CachedAnswer | null> {
  /** A read that cannot give null (a list) has an answer that is never null (its keys are its own). */
  answer(key: string, read: () => Promise<object>): Promise<CachedAnswer>;
  answer(key: string, read: () => Promise<unknown>): Promise<CachedAnswer | null>;
  answer(key: string, read: () => Promise<unknown>): Promise<CachedAnswer | null> {
    return this.get(key, () => read().then((value) => (value === null ? null : cachedAnswer(value))));
  }
}
