import { useState, type ReactNode } from 'react';
import type { ProductListQuery } from '@kirana/shared';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card/ProductCard';
import { useGetProductsQuery } from '../../lib/productsApi';
import { LoadError } from '../../components/page-states/LoadError';
import { ResultsSkeleton } from './ResultsSkeleton';
import { useT } from '../../i18n';

export const RESULTS_PAGE_SIZE = 24;

interface ResultsProps {
  /** The search and/or category; pages are added to it. */
  query: Omit<ProductListQuery, 'page' | 'pageSize'>;
  title: ReactNode;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  onRetry: () => void;
}

/**
 * A grid of matching products, a page at a time: 'Show more' appends the next page below.
 * The parent keys this by its query, so a new search starts again at page 1.
 */
export function ProductResults({ query, title, empty, onRetry }: ResultsProps) {
  const [pages, setPages] = useState(1);
  const t = useT();
  const first = useGetProductsQuery({ ...query, page: 1, pageSize: RESULTS_PAGE_SIZE });

  if (first.isLoading) return <ResultsSkeleton />;
  if (first.error || !first.data) {
    const retry = () => {
      void first.refetch();
      onRetry();
    };
    return <LoadError what="these products" error={first.error} retrying={first.isFetching} onRetry={retry} />;
  }
  if (first.data.total === 0) return <>{empty}</>;

  const { total } = first.data;
  return (
    <section aria-labelledby="kn-cat-results-title">
      <div className="kn-cat-results__head">
        <h1 id="kn-cat-results-title" className="kn-cat-results__title">
          {title}
        </h1>
        <p className="kn-cat-results__count" role="status">
          {t('{total, plural, one {# product} other {# products}}', { total })}
        </p>
      </div>
      <div className="kn-cat-grid">
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <ResultsPage key={page} query={query} page={page} />
        ))}
      </div>
      {pages < first.data.pages && (
        <div className="kn-cat-results__more">
          <button type="button" className="kn-ui-button kn-ui-button--ghost" onClick={() => setPages((n) => n + 1)}>
            {t('Show more ({left} left)', { left: total - pages * RESULTS_PAGE_SIZE })}
          </button>
        </div>
      )}
    </section>
  );
}

/** One page's cards, flowing into the parent grid. */
function ResultsPage({ query, page }: { query: ResultsProps['query']; page: number }) {
  const { data, error, isFetching, refetch } = useGetProductsQuery({ ...query, page, pageSize: RESULTS_PAGE_SIZE });
  if (data) {
    return (
      <>
        {data.items.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </>
    );
  }
  if (error) {
    return (
      <div className="kn-cat-grid__wide">
        <LoadError what="more products" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count with nothing to tell them apart; the position is all they have
        <ProductCardSkeleton key={i} />
      ))}
    </>
  );
}
