export interface RefreshingCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** An entry is read again after this long even if no change was heard. */
  maxAgeMs: number;
  /**
   * How long after a change (or after `maxAgeMs`) the entry read before it may still be answered,
   * while the new one is read behind it. Past this, a request waits for the new entry.
   */
  graceMs: number;
  now?: () => number;
}

const KEPT_CHANGE_TIMES = 32;

interface Entry<T> {
  readonly value: T;
  readonly storedAt: number;
  /** The change the value was read after: older than `RefreshingCache.era` means outdated. */
  readonly era: number;
}

interface Slot<T> {
  entry?: Entry<T>;
  /** The read under way for this key, and the change it started after. */
  next?: { readonly value: Promise<T>; readonly era: number };
}

/**
 * Values that are costly to read (a search ranked over thousands of matches) and cheap to be
 * a moment late: a change outdates them instead of dropping them. For `graceMs` after the change a
 * request is answered with the value read before it, and the key is read again behind it, once;
 * every request after the grace, or for a key never read, waits for a read made after the change.
 * So no value is answered more than `graceMs` after the change that outdated it, and the first
 * shopper after an admin's edit does not pay for the new read. Concurrent reads of a key share
 * one; a failed read is not kept (the next request reads again).
 */
export class RefreshingCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly underWay = new Set<Promise<unknown>>();
  private readonly now: () => number;
  private era = 0;
  /** When each of the last changes happened: era n began at `changeTimes.get(n)`. */
  private readonly changeTimes = new Map<number, number>();

  constructor(private readonly options: RefreshingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  /** `outdated` is called when the answer is the value read before a change (so an answer built on it is not kept). */
  get(key: string, read: () => Promise<T>, outdated?: () => void): Promise<T> {
    const now = this.now();
    const slot = this.slots.get(key) ?? {};
    // Most recently used goes to the end of the Map's order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    while (this.slots.size > this.options.maxEntries) {
      const oldest = this.slots.keys().next();
      if (oldest.done) break;
      this.slots.delete(oldest.value);
    }
    const { entry } = slot;
    if (entry) {
      // Outdated by the first change after its read (a change too long ago to be kept: long ago).
      const outdatedAt = Math.min(
        entry.era === this.era
          ? Number.POSITIVE_INFINITY
          : (this.changeTimes.get(entry.era + 1) ?? Number.NEGATIVE_INFINITY),
        entry.storedAt + this.options.maxAgeMs,
      );
      if (now < outdatedAt) return Promise.resolve(entry.value);
      if (now < outdatedAt + this.options.graceMs) {
        this.readBehind(key, slot, read).catch(() => undefined);
        outdated?.();
        return Promise.resolve(entry.value);
      }
    }
    return this.readBehind(key, slot, read);
  }

  /** Resolves when every read under way now has ended (for the bench: what a change costs behind the answers). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.underWay]);
  }

  /** A change: every entry is outdated, and reads under way started before it answer only their own callers. */
  outdate(): void {
    this.era += 1;
    this.changeTimes.set(this.era, this.now());
    this.changeTimes.delete(this.era - KEPT_CHANGE_TIMES);
  }

  /** The read of `key` after the last change: the one under way, or a new one. */
  private readBehind(key: string, slot: Slot<T>, read: () => Promise<T>): Promise<T> {
    if (slot.next?.era === this.era) return slot.next.value;
    const era = this.era;
    const startedAt = this.now();
    const value = read();
    const next = { value, era };
    slot.next = next;
    const done = value.then(
      (result) => {
        if (slot.next === next) slot.next = undefined;
        // A slot dropped meanwhile (least recently used) is not brought back.
        if (this.slots.get(key) === slot && (!slot.entry || slot.entry.era <= era))
          slot.entry = { value: result, storedAt: startedAt, era };
      },
      () => {
        if (slot.next === next) slot.next = undefined;
      },
    );
    this.underWay.add(done);
    void done.then(() => this.underWay.delete(done));
    return value;
  }
}
