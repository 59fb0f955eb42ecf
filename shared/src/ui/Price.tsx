import { formatRupees } from '../domain/money';

/**
 * Selling price, with the MRP struck out beside it when it is higher. `compact` drops '.00' from
 * whole rupees, for tight places such as product cards.
 */
export function Price({ sellingPrice, mrp, className, compact = false }: { sellingPrice: number; mrp?: number; className?: string; compact?: boolean }) {
  const discounted = mrp !== undefined && mrp > sellingPrice;
  return (
    <span className={className}>
      <span className="kn-price-selling">{formatRupees(sellingPrice, { compact })}</span>
      {discounted && (
        <>
          {' '}
          <del className="kn-price-mrp" style={{ color: '#6b6b6b', fontSize: '0.85em' }}>
            <span className="kn-ui-visually-hidden">MRP </span>
            {formatRupees(mrp, { compact })}
          </del>
        </>
      )}
    </span>
  );
}
