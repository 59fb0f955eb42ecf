import { formatRupees } from '../domain/money';
import { useLocale } from '../i18n/catalogs';
import { useSharedT } from '../i18n/sharedCatalog';

/**
 * Selling price, with the MRP struck out beside it when it is higher. `compact` drops '.00' from
 * whole rupees, for tight places such as product cards.
 */
export function Price({
  sellingPrice,
  mrp,
  className,
  compact = false,
}: {
  sellingPrice: number;
  mrp?: number;
  className?: string;
  compact?: boolean;
}) {
  const t = useSharedT();
  const locale = useLocale();
  const discounted = mrp !== undefined && mrp > sellingPrice;
  return (
    <span className={className}>
      <span className="kn-price-selling">{formatRupees(sellingPrice, { compact, locale })}</span>
      {discounted && (
        <>
          {' '}
          <del className="kn-price-mrp" style={{ color: '#6b6b6b', fontSize: '0.85em' }}>
            <span className="kn-ui-visually-hidden">{t('MRP')} </span>
            {formatRupees(mrp, { compact, locale })}
          </del>
        </>
      )}
    </span>
  );
}
