import { Button, Space, Tag } from 'antd';
import { Price, type Product } from '@kirana/shared';
import { Thumbnail } from '@kirana/shared/extended';
import { DeleteProductButton } from './DeleteProductButton';
import { t, useT } from '../../i18n';

/** '1 product', '24 products': the list's total under its pages. */
export const productsTotal = (total: number) =>
  t('{count, plural, one {# product} other {# products}}', { count: total });

/** The product's first picture, small, as the list shows it. */
export function ProductThumb({ product }: { product: Product }) {
  return <Thumbnail className="kn-adm-thumb" src={product.productImages[0]} size={48} />;
}

/** Its name, with a 'Hidden' mark while it is deactivated. */
export function ProductName({ product }: { product: Product }) {
  const t = useT();
  return (
    <span className="kn-adm-product-name">
      <strong>{product.name}</strong>
      {!product.isActive && <Tag className="kn-adm-hidden-tag">{t('Hidden from shop')}</Tag>}
    </span>
  );
}

export function ProductPrice({ product }: { product: Product }) {
  return <Price sellingPrice={product.sellingPrice} mrp={product.mrp} />;
}

export function ProductActions({ product, onEdit }: { product: Product; onEdit: (product: Product) => void }) {
  const t = useT();
  return (
    <Space size="small" wrap>
      <Button size="small" onClick={() => onEdit(product)} aria-label={t('Edit {name}', { name: product.name })}>
        {t('Edit')}
      </Button>
      <DeleteProductButton product={product} />
    </Space>
  );
}
