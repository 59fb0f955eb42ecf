import type { FastifyInstance } from 'fastify';
import type { StoreStatus } from '@kirana/shared/domain';
import type { CategoryCount } from '../products/productRows';
import { RANKING_GRACE_MS, RANKING_MAX_AGE_MS, type SearchRanking } from '../products/ranking';
import { AnswerCache, ChangeCache } from './cache';
import { CATALOGUE_CHANNEL, CatalogueChanges, type CatalogueChange } from './changes';
import { RefreshingCache } from './refreshingCache';

/** Where the catalogue's writes live: any write under it changes what shoppers see. */
const CATALOGUE_PATH = '/api/products';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Catalogue {
  /** Answers that show stock (product pages and lists, shelves): forgotten on every change. */
  readonly pages: AnswerCache;
  /** Answers that stock does not touch (categories with their counts): forgotten when an admin writes. */
  readonly assortment: AnswerCache;
  /** How many products each category lists, per filter (the lists' totals): forgotten when an admin writes. */
  readonly counts: ChangeCache<CategoryCount[]>;
  /**
   * Searches' first matches in order, and their totals: outdated when an admin writes, and read
   * again after 10 s. For a second after either, the ranking read before is answered while the
   * new one is read behind it (the pages read their products by id, so prices and stock are current).
   */
  readonly searches: RefreshingCache<SearchRanking>;
  /** Whether the store takes orders (the pause, as stored): forgotten when an admin writes. */
  readonly storeStatus: ChangeCache<StoreStatus>;
  changed(change: CatalogueChange): void;
  /** What hearing a change does on this instance (without telling the others): for the bench. */
  forget(change: CatalogueChange): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

export interface CatalogueOptions {
  /** How often order-moved stock is told (ms); shoppers may see stock this much older. */
  stockEveryMs?: number;
  /** The longest an answer is kept without hearing a change (a notification lost on the way). */
  maxAgeMs?: number;
}

/**
 * The public catalogue, read once per change instead of once per shopper. Every instance forgets
 * its answers when the catalogue changes on any instance: admin writes under /api/products on the
 * way out of the request, stock moved by orders as orders change, and other instances' changes
 * through PostgreSQL LISTEN/NOTIFY (a dropped listening connection forgets everything).
 */
export async function attachCatalogue(app: FastifyInstance, options: CatalogueOptions = {}): Promise<void> {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const pages = new AnswerCache({ maxEntries: 500, maxAgeMs });
  const assortment = new AnswerCache({ maxEntries: 50, maxAgeMs });
  const counts = new ChangeCache<CategoryCount[]>({ maxEntries: 200, maxAgeMs });
  const searches = new RefreshingCache<SearchRanking>({
    maxEntries: 200,
    maxAgeMs: Math.min(maxAgeMs, RANKING_MAX_AGE_MS),
    graceMs: RANKING_GRACE_MS,
  });
  const storeStatus = new ChangeCache<StoreStatus>({ maxEntries: 1, maxAgeMs });
  const forget = (change: CatalogueChange) => {
    pages.clear();
    if (change !== 'assortment') return;
    assortment.clear();
    counts.clear();
    searches.outdate();
    storeStatus.clear();
  };
  const changes = new CatalogueChanges({
    forget,
    transport: {
      publish: async (payload) => {
        await app.db.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, payload]);
      },
    },
    stockEveryMs: options.stockEveryMs ?? 250,
    reportError: (error) => app.log.warn({ err: error }, 'could not tell other instances the catalogue changed'),
  });
  const unlisten = await app.db.listen(
    CATALOGUE_CHANNEL,
    (payload) => changes.heard(payload),
    () => changes.gap(),
  );
  app.addHook('onClose', async () => {
    changes.close();
    await unlisten();
  });

  app.decorate('catalogue', {
    pages,
    assortment,
    counts,
    searches,
    storeStatus,
    changed: (change: CatalogueChange) => changes.changed(change),
    forget,
  });

  // Whatever its outcome (a refused write changed nothing, but forgetting costs one read).
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && request.routeOptions.url?.startsWith(CATALOGUE_PATH))
      changes.changed('assortment');
  });
  app.orderEvents.onChanged(() => changes.changed('stock'));
}
