import { Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { isValidStock, PRODUCT_MESSAGES, stockLevel } from '@kirana/shared/extended';
import { NumberBox } from '../../components/number-box/NumberBox';
import { useSetStockMutation } from '../../lib/catalogueAdminApi';
import { useT } from '../../i18n';

/** Red 'Out of stock' or amber 'Low stock' beside the count; nothing when there is plenty. */
export function StockMark({ stock }: { stock: number }) {
  const t = useT();
  const level = stockLevel(stock);
  if (level === 'out') return <Tag color="error">{t('Out of stock')}</Tag>;
  if (level === 'low') return <Tag color="warning">{t('Low stock')}</Tag>;
  return null;
}

/**
 * The count on hand, edited where it stands: Enter or leaving the box saves it through the stock
 * endpoint, Escape puts back what is saved. A count outside the shared limit, or one the server
 * refuses, is never shown as if saved: the box goes back to the saved count, with the reason.
 */
export function StockCell({ product }: { product: Product }) {
  const t = useT();
  const [setStock, { isLoading }] = useSetStockMutation();
  const [draft, setDraft] = useState<number | null>(product.stock);
  // What the server has (or is being sent): Enter then blur must not save the same count twice.
  const saved = useRef(product.stock);
  useEffect(() => {
    // A newer count from the server (a refresh, another phone's sale) replaces the box's text only
    // when it still shows the saved count: what the shopkeeper is typing is never wiped mid-edit
    // (Escape then shows the newer count; Enter saves what was typed).
    const before = saved.current;
    saved.current = product.stock;
    setDraft((shown) => (shown === before ? product.stock : shown));
  }, [product.stock]);

  async function save() {
    if (draft === saved.current) return;
    if (draft === null || !isValidStock(draft)) {
      toast.error(PRODUCT_MESSAGES.stock);
      setDraft(saved.current);
      return;
    }
    const before = saved.current;
    saved.current = draft;
    try {
      await setStock({ id: product._id, stock: draft }).unwrap();
      toast.success(t('{name}: {count} in stock', { name: product.name, count: draft }));
    } catch (error) {
      toast.error(errorMessage(error));
      saved.current = before;
      setDraft(before);
    }
  }

  return (
    <span className="kn-adm-stock">
      <NumberBox
        size="small"
        inputMode="numeric"
        style={{ width: 84 }}
        value={draft}
        disabled={isLoading}
        aria-label={t('Stock of {name}', { name: product.name })}
        className="kn-adm-stock__input"
        onChange={(value) => setDraft(value)}
        onPressEnter={() => void save()}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(saved.current);
        }}
      />
      <StockMark stock={product.stock} />
    </span>
  );
}
