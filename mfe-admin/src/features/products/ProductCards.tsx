import { Card, Checkbox, Pagination, Spin } from 'antd';
import { ActiveSwitch } from './ActiveSwitch';
import { ProductActions, ProductName, ProductPrice, ProductThumb, productsTotal } from './ProductRowParts';
import { StockCell } from './StockCell';
import type { ProductListViewProps } from './ProductTable';
import { useT } from '../../i18n';

/** The catalogue as cards, for a phone: the same fields and actions as the table's row. */
export function ProductCards({ list, refreshing, onPage, onEdit, selected, onSelect }: ProductListViewProps) {
  const t = useT();
  return (
    <Spin spinning={refreshing}>
      <ul className="kn-adm-product-cards" aria-label={t('Products')}>
        {list.items.map((product) => (
          <li key={product._id}>
            <Card size="small" className={product.isActive ? undefined : 'kn-adm-row-hidden'}>
              <div className="kn-adm-product-card">
                <ProductThumb product={product} />
                <div className="kn-adm-product-card__main">
                  <ProductName product={product} />
                  <span className="kn-adm-muted">
                    {product.category} · {product.quantityLabel}
                  </span>
                  <ProductPrice product={product} />
                </div>
              </div>
              <div className="kn-adm-product-card__controls">
                <span className="kn-adm-stock-label">
                  <span aria-hidden="true">{t('Stock')}</span>
                  <StockCell product={product} />
                </span>
                <ActiveSwitch product={product} />
              </div>
              <Checkbox
                checked={selected.has(product._id)}
                onChange={(event) => onSelect([product], event.target.checked)}
                className="kn-adm-product-card__pick"
                aria-label={t('Select {name}', { name: product.name })}
              >
                {t('Select to count')}
              </Checkbox>
              <ProductActions product={product} onEdit={onEdit} />
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        simple
        className="kn-adm-product-cards__pages"
        current={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onChange={onPage}
        showTotal={productsTotal}
      />
    </Spin>
  );
}
