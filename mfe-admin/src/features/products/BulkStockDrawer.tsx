import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { isValidStock, PRODUCT_MESSAGES } from '@kirana/shared/extended';
import { changedFields } from '../../lib/changedFields';
import { NumberBox } from '../../components/number-box/NumberBox';
import { StockMark } from './StockCell';
import { useSetStocksMutation } from '../../lib/catalogueAdminApi';
import { useT } from '../../i18n';

type Counts = Record<string, number | null>;
const countsOf = (products: readonly Product[]): Counts =>
  Object.fromEntries(products.map((product) => [product._id, product.stock]));

/**
 * Count stock: the selected products, a box each, saved once. As every admin form does against
 * lost writes, only the counts the admin changed are sent (a product nobody recounted keeps the
 * stock customers left it at); a count typed is the count on the shelf. Each count has the single
 * edit's limit; one out of range is named and nothing is sent.
 */
export function BulkStockDrawer({
  products,
  open,
  onClose,
  onSaved,
}: {
  products: readonly Product[];
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const [opened, setOpened] = useState<Counts>({});
  const [counts, setCounts] = useState<Counts>({});
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const [setStocks, saving] = useSetStocksMutation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened afresh each time; the list behind may change while it is open, the form does not
  useEffect(() => {
    if (!open) return;
    setOpened(countsOf(products));
    setCounts(countsOf(products));
    setRefused(new Set());
  }, [open]);

  const save = async () => {
    const changes = changedFields(opened, counts);
    const bad = new Set(
      Object.entries(changes)
        .filter(([, stock]) => stock === null || stock === undefined || !isValidStock(stock))
        .map(([id]) => id),
    );
    setRefused(bad);
    if (bad.size > 0) return;
    const items = Object.entries(changes).map(([product, stock]) => ({ product, stock: stock as number }));
    if (items.length === 0) {
      toast.info(t('No count changed, so there was nothing to save.'));
      return;
    }
    try {
      await setStocks({ items }).unwrap();
      toast.success(t('{count, plural, one {# count saved} other {# counts saved}}', { count: items.length }));
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('Count stock')}
      size="default"
      footer={
        <div className="kn-adm-drawer-footer">
          <Button type="primary" loading={saving.isLoading} onClick={() => void save()}>
            {t('Save counts')}
          </Button>
        </div>
      }
    >
      <p className="kn-adm-muted">{t('Type what is on the shelf. Only the counts you change are saved.')}</p>
      <ul className="kn-adm-bulk-stock" aria-label={t('Counts')}>
        {products.map((product) => (
          <li key={product._id}>
            <label htmlFor={`kn-adm-count-${product._id}`} className="kn-adm-bulk-stock__name">
              {product.name} <span className="kn-adm-muted">{product.quantityLabel}</span>
            </label>
            <span className="kn-adm-stock">
              <NumberBox
                id={`kn-adm-count-${product._id}`}
                inputMode="numeric"
                style={{ width: 110 }}
                value={counts[product._id] ?? null}
                status={refused.has(product._id) ? 'error' : undefined}
                aria-invalid={refused.has(product._id) || undefined}
                onChange={(value) => setCounts((current) => ({ ...current, [product._id]: value }))}
              />
              <StockMark stock={product.stock} />
            </span>
            {refused.has(product._id) && (
              <p role="alert" className="kn-adm-bulk-stock__problem">
                {product.name}: {PRODUCT_MESSAGES.stock}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
