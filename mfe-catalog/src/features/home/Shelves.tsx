import { Link } from 'react-router-dom';
import { SHELF_SIZE_DEFAULT } from '@kirana/shared';
import { ProductCard, ProductCardSkeleton } from '../products/ProductCard';
import { useGetShelvesQuery } from '../products/productsApi';
import { categoryHref } from './CategoryRow';
import { LoadError } from './LoadError';

/** The home page: one row per category with its first products and a way to see them all. */
export function Shelves({ onRetry }: { onRetry: () => void }) {
  const { data, error, isLoading, isFetching, refetch } = useGetShelvesQuery({ perCategory: SHELF_SIZE_DEFAULT });
  if (isLoading) return <ShelvesSkeleton />;
  if (error || !data) {
    const retry = () => {
      void refetch();
      onRetry();
    };
    return <LoadError what="the shop’s shelves" error={error} retrying={isFetching} onRetry={retry} />;
  }
  if (data.length === 0) {
    return (
      <div className="kn-cat-empty">
        <p className="kn-cat-empty__title">The shelves are being stocked</p>
        <p className="kn-cat-empty__hint">Nothing is on sale right now. Please check again in a little while.</p>
      </div>
    );
  }
  return (
    <>
      {data.map(({ category, products }) => (
        <section key={category._id} className="kn-cat-shelf" aria-labelledby={`kn-cat-shelf-${category._id}`}>
          <header className="kn-cat-shelf__head">
            <h2 id={`kn-cat-shelf-${category._id}`} className="kn-cat-shelf__title">
              {category.name}
            </h2>
            <Link className="kn-cat-shelf__all" to={categoryHref('', category.slug)} aria-label={`See all ${category.productCount} in ${category.name}`}>
              See all ({category.productCount})
            </Link>
          </header>
          <div className="kn-cat-shelf__row">
            {products.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

function ShelvesSkeleton() {
  return (
    <div role="status" aria-label="Loading products">
      {Array.from({ length: 3 }, (_, shelf) => (
        <div key={shelf} className="kn-cat-shelf" aria-hidden="true">
          <div className="kn-cat-shelf__head">
            <span className="kn-cat-skel kn-cat-skel--heading" />
          </div>
          <div className="kn-cat-shelf__row">
            {Array.from({ length: 6 }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
