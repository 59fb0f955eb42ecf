import { ProductCardSkeleton } from '../../components/product-card/ProductCard';
import { useT } from '../../i18n';

/** A results grid holding its place while the results (or their code) load, so nothing moves. */
export function ResultsSkeleton() {
  const t = useT();
  return (
    <section aria-busy="true">
      <div className="kn-cat-results__head" aria-hidden="true">
        <span className="kn-cat-skel kn-cat-skel--heading" />
      </div>
      <div className="kn-cat-grid" role="status" aria-label={t('Loading products')}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count with nothing to tell them apart; the position is all they have
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
