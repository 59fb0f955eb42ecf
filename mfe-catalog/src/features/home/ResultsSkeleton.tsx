import { ProductCardSkeleton } from '../products/ProductCard';

/** A results grid holding its place while the results (or their code) load, so nothing moves. */
export function ResultsSkeleton() {
  return (
    <section aria-busy="true">
      <div className="kn-cat-results__head" aria-hidden="true">
        <span className="kn-cat-skel kn-cat-skel--heading" />
      </div>
      <div className="kn-cat-grid" role="status" aria-label="Loading products">
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
