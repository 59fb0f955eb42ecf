import { formatRupees } from '../domain/money';

/** Selling price, with the MRP struck out beside it when it is higher. */
export function Price({ sellingPrice, mrp, className }: { sellingPrice: number; mrp?: number; className?: string }) {
  const discounted = mrp !== undefined && mrp > sellingPrice;
  return (
    <span className={className}>
      <span className="kn-price-selling">{formatRupees(sellingPrice)}</span>
      {discounted && (
        <>
          {' '}
          <del className="kn-price-mrp" aria-label={`MRP ${formatRupees(mrp)}`} style={{ color: '#8a8a8a', fontSize: '0.85em' }}>
            {formatRupees(mrp)}
          </del>
        </>
      )}
    </span>
  );
}
