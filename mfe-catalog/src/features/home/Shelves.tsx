import { SHELF_SIZE_DEFAULT } from '@kirana/shared';
import { ProductCardSkeleton } from '../../components/product-card/ProductCard';
import { useGetShelvesQuery } from '../../lib/productsApi';
import { LoadError } from '../../components/page-states/LoadError';
import { Shelf } from './Shelf';
import { useT } from '../../i18n';

/** The home page: one row per category with its first products and a way to see them all. */
export function Shelves({ onRetry }: { onRetry: () => void }) {
  const { data, error, isLoading, isFetching, refetch } = useGetShelvesQuery({ perCategory: SHELF_SIZE_DEFAULT });
  const t = useT();
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
        <p className="kn-cat-empty__title">{t('The shelves are being stocked')}</p>
        <p className="kn-cat-empty__hint">{t('Nothing is on sale right now. Please check again in a little while.')}</p>
      </div>
    );
  }
  return (
    <>
      {data.map((shelf, position) => (
        <Shelf key={shelf.category._id} shelf={shelf} position={position} />
      ))}
    </>
  );
}

function ShelvesSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading products')}>
      {Array.from({ length: 3 }, (_, shelf) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count with nothing to tell them apart; the position is all they have
        <div key={shelf} className="kn-cat-shelf" aria-hidden="true">
          <div className="kn-cat-shelf__head">
            <span className="kn-cat-skel kn-cat-skel--heading" />
          </div>
          <div className="kn-cat-shelf__row">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count with nothing to tell them apart; the position is all they have
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
