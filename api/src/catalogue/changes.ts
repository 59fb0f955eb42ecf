import { randomUUID } from 'node:crypto';

/**
 * What changed: `assortment` is anything an admin writes (a product, its price, on sale or not, its
 * stock count, a category), `stock` is stock moved by orders (placed, cancelled) — so frequent at
 * rush hour that it is told at most once per `stockEveryMs`.
 */
export type CatalogueChange = 'assortment' | 'stock';

export const CATALOGUE_CHANNEL = 'kirana_catalogue';

export interface ChangeTransport {
  /** Tells every instance (this one included, which ignores its own). */
  publish(payload: string): Promise<void>;
}

export interface CatalogueChangesOptions {
  /** Forgets cached answers of the given kind, on this instance. */
  forget: (change: CatalogueChange) => void;
  transport: ChangeTransport;
  stockEveryMs: number;
  reportError: (error: unknown) => void;
}

/**
 * The catalogue changed: this instance forgets its cached answers at once and tells the others,
 * which forget theirs when they hear it (PostgreSQL NOTIFY, well within a second). Stock moved by
 * orders is coalesced: the first change in a quiet spell is told at once, the rest of the spell
 * once at its end, so shoppers see stock at most `stockEveryMs` (+ delivery) old.
 */
export class CatalogueChanges {
  private readonly instance = randomUUID();
  private lastStockAt = Number.NEGATIVE_INFINITY;
  private pendingStock: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: CatalogueChangesOptions) {}

  changed(change: CatalogueChange): void {
    if (this.closed) return;
    if (change === 'assortment') {
      this.tell('assortment');
      return;
    }
    if (this.pendingStock) return;
    const wait = this.lastStockAt + this.options.stockEveryMs - Date.now();
    if (wait <= 0) {
      this.tellStock();
      return;
    }
    this.pendingStock = setTimeout(() => {
      this.pendingStock = null;
      this.tellStock();
    }, wait);
    this.pendingStock.unref();
  }

  /** A change another instance published. */
  heard(payload: string): void {
    const [from, change] = payload.split(':');
    if (from === this.instance || (change !== 'assortment' && change !== 'stock')) return;
    this.options.forget(change);
  }

  /** Told when notifications may have been lost: anything may have changed. */
  gap(): void {
    this.options.forget('assortment');
  }

  close(): void {
    this.closed = true;
    if (this.pendingStock) clearTimeout(this.pendingStock);
    this.pendingStock = null;
  }

  private tellStock(): void {
    this.lastStockAt = Date.now();
    this.tell('stock');
  }

  private tell(change: CatalogueChange): void {
    this.options.forget(change);
    this.options.transport.publish(`${this.instance}:${change}`).catch(this.options.reportError);
  }
}
