import { useMemo, useRef, useState } from 'react';
import {
  computeBill,
  MAX_CART_LINES,
  MAX_QTY_PER_LINE,
  maxQtyFor,
  newIdempotencyKey,
  type OrderCreate,
  type Product,
  type SavedAddress,
} from '@kirana/shared';
import { t } from '../../../i18n';

export interface DraftLine {
  product: Product;
  qty: number;
}

/** Why a product cannot go on a phone order right now, or null when it can. */
export function unavailableReason(product: Product): string | null {
  if (!product.isActive) return t('Hidden from shop');
  if (maxQtyFor(product.stock) === 0) return t('Out of stock');
  return null;
}

/**
 * What the admin is writing down while the customer is on the line: the lines (each held to the
 * same 1–5 and stock limits as a cart line), which saved address, and the bill the server will
 * charge. The Idempotency-Key belongs to one exact order: sending the same order again reuses
 * it, and any change makes a new one.
 */
export function usePhoneOrderDraft(addresses: readonly SavedAddress[]) {
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [addressIndex, setAddressIndex] = useState(0);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const bill = useMemo(
    () => computeBill(lines.map(({ product, qty }) => ({ sellingPrice: product.sellingPrice, qty }))),
    [lines],
  );
  const address = addresses[addressIndex] ?? addresses[0];

  /** Adds one of the product (a second pick adds one more to its line); answers why not when it can't. */
  const add = (product: Product): string | null => {
    const unavailable = unavailableReason(product);
    if (unavailable) return t('{name}: {reason}.', { name: product.name, reason: unavailable.toLowerCase() });
    const existing = lines.find((line) => line.product._id === product._id);
    if (existing) {
      const max = maxQtyFor(product.stock);
      if (existing.qty >= max)
        return max < MAX_QTY_PER_LINE
          ? t('Only {max} of {name} in stock, all on this order.', { max, name: product.name })
          : t('At most {max} of {name} per order.', { max: MAX_QTY_PER_LINE, name: product.name });
      setLines(lines.map((line) => (line === existing ? { product, qty: line.qty + 1 } : line)));
      return null;
    }
    if (lines.length >= MAX_CART_LINES)
      return t('One order holds at most {max} different products.', { max: MAX_CART_LINES });
    setLines([...lines, { product, qty: 1 }]);
    return null;
  };

  /** 0 removes the line. */
  const setQty = (productId: string, qty: number) => {
    setLines((current) =>
      qty <= 0
        ? current.filter((line) => line.product._id !== productId)
        : current.map((line) =>
            line.product._id === productId ? { ...line, qty: Math.min(qty, maxQtyFor(line.product.stock)) } : line,
          ),
    );
  };

  const body = (): OrderCreate | null => {
    if (!address || lines.length === 0) return null;
    return {
      orderItems: lines.map(({ product, qty }) => ({ product: product._id, qty })),
      shippingAddress: { society: address.society, wing: address.wing, flatNumber: address.flatNumber },
      paymentMethod: 'COD',
      // The total read out to the customer: if a price changed meanwhile, the server refuses.
      expectedTotal: bill.toPay,
    };
  };

  const keyFor = (order: OrderCreate): string => {
    const fingerprint = JSON.stringify(order);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  /** The shelf as it is now: each line takes the product's current price and stock (quantities kept within them). */
  const refresh = (fresh: readonly Product[]) => {
    const byId = new Map(fresh.map((product) => [product._id, product]));
    setLines((current) =>
      current.map((line) => {
        const product = byId.get(line.product._id);
        if (!product) return line;
        const max = maxQtyFor(product.stock);
        return { product, qty: max > 0 ? Math.min(line.qty, max) : line.qty };
      }),
    );
  };

  return { lines, bill, address, addressIndex, setAddressIndex, add, setQty, body, keyFor, refresh };
}
