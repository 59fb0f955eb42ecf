import { Button, Empty, Grid, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { Product } from '@kirana/shared';
import { BULK_STOCK_MAX } from '@kirana/shared/extended';
import { BulkStockDrawer } from './BulkStockDrawer';
import { useGetAdminCategoriesQuery, useGetAdminProductsQuery } from '../../lib/catalogueAdminApi';
import { LoadError } from './LoadError';
import { ProductCards } from './ProductCards';
import { ProductFilters } from './ProductFilters';
import { ProductFormDrawer } from './ProductFormDrawer';
import { ProductTable } from './ProductTable';
import { useProductFilters } from './useProductFilters';
import { useT } from '../../i18n';
import type { Translate } from '@kirana/shared';

/** 'No products match “paneer” in Dairy': what the admin asked for, in words. */
function noMatchText(t: Translate, search: string, category: string | undefined, lowStock: boolean): string {
  if (category) {
    if (lowStock)
      return search
        ? t('No product matching “{search}” in {category} is low on stock', { search, category })
        : t('Nothing in {category} is low on stock', { category });
    return search
      ? t('No products match “{search}” in {category}', { search, category })
      : t('No products in {category} yet', { category });
  }
  if (lowStock)
    return search ? t('No product matching “{search}” is low on stock', { search }) : t('Nothing is low on stock');
  return search ? t('No products match “{search}”', { search }) : t('No products yet');
}

/** Every product, active or not: find, filter, page through, edit in place, add and edit in a drawer. */
export function ProductsPanel() {
  const t = useT();
  const filters = useProductFilters();
  const { search, category, lowStock, page, pageSize } = filters;
  const products = useGetAdminProductsQuery({ page, pageSize, search, category, lowStock });
  const categories = useGetAdminCategoriesQuery();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, Product>>(new Map());
  const [counting, setCounting] = useState(false);
  const select = (products: readonly Product[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const product of products) {
        if (on && next.size < BULK_STOCK_MAX) next.set(product._id, product);
        else if (!on) next.delete(product._id);
      }
      return next;
    });
  const phone = !(Grid.useBreakpoint().md ?? true);
  const list = products.data;
  const categoryName = categories.data?.find((c) => c.slug === category)?.name;

  // A page that no longer exists (its last product deleted, a narrower search): show the last one.
  useEffect(() => {
    if (products.currentData && products.currentData.pages > 0 && page > products.currentData.pages)
      filters.setPage(products.currentData.pages, pageSize);
  }, [products.currentData, page, pageSize, filters]);

  const ListView = phone ? ProductCards : ProductTable;
  return (
    <>
      <div className="kn-adm-products-bar">
        <ProductFilters filters={filters} categories={categories.data} categoriesLoading={categories.isLoading} />
        <Button type="primary" onClick={() => setEditing('new')} disabled={!categories.data}>
          {t('Add product')}
        </Button>
      </div>
      {selected.size > 0 && (
        <section className="kn-adm-bulk-bar" aria-label={t('Selected products')}>
          <span>
            {t('{count, plural, one {# product selected} other {# products selected}}', { count: selected.size })}
          </span>
          <Button type="primary" onClick={() => setCounting(true)}>
            {t('Count stock')}
          </Button>
          <Button onClick={() => setSelected(new Map())}>{t('Clear selection')}</Button>
        </section>
      )}
      {products.error && (
        <LoadError
          title={t('We couldn’t load the products')}
          error={products.error}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      )}
      {!list && products.isFetching && (
        <div role="status" aria-busy="true" aria-label={t('Loading products')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {list && list.total === 0 && !products.isFetching && (
        <Empty description={noMatchText(t, search, categoryName, lowStock)} className="kn-adm-empty">
          {filters.filtered ? (
            <Button onClick={filters.clear}>{t('Clear filters')}</Button>
          ) : (
            <Button onClick={() => setEditing('new')}>{t('Add the first product')}</Button>
          )}
        </Empty>
      )}
      {list && (list.total > 0 || products.isFetching) && (
        <ListView
          list={list}
          refreshing={products.isFetching}
          onPage={filters.setPage}
          onEdit={setEditing}
          selected={selected}
          onSelect={select}
        />
      )}
      <BulkStockDrawer
        products={[...selected.values()]}
        open={counting}
        onClose={() => setCounting(false)}
        onSaved={() => {
          setCounting(false);
          setSelected(new Map());
        }}
      />
      {categories.data && (
        <ProductFormDrawer editing={editing} categories={categories.data} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
