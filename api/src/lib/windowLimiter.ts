/**
 * At most `perKey` events per key and `total` in all within each window of `windowMs`, kept in
 * memory (nothing is written anywhere). Keys are forgotten when their window ends, and no more
 * than `maxKeys` are tracked at once: past that, new keys are refused until the window turns.
 */
export class WindowLimiter {
  private counts = new Map<string, number>();
  private total = 0;
  private windowStart: number;

  constructor(
    private readonly limits: { perKey: number; total: number; windowMs: number; maxKeys: number },
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** True when this event may go ahead (and counts it); false when a limit is reached. */
  take(key: string): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.counts = new Map();
      this.total = 0;
      this.windowStart = now;
    }
    const used = this.counts.get(key);
    if (used === undefined && this.counts.size >= this.limits.maxKeys) return false;
    if ((used ?? 0) >= this.limits.perKey || this.total >= this.limits.total) return false;
    this.counts.set(key, (used ?? 0) + 1);
    this.total += 1;
    return true;
  }
}
