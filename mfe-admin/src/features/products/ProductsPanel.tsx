import { Button, Empty, Grid, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { Product } from '@kirana/shared';
import { BULK_STOCK_MAX } from '@kirana/shared/extended';
import { BulkStockDrawer } from './BulkStockDrawer';
import { useGetAdminCategoriesQuery, useGetAdminProductsQuery } from './catalogueAdminApi';
import { LoadError } from './LoadError';
import { ProductCards } from './ProductCards';
import { ProductFilters } from './ProductFilters';
import { ProductFormDrawer } from './ProductFormDrawer';
import { ProductTable } from './ProductTable';
import { useProductFilters } from './useProductFilters';

/** 'No products match “paneer” in Dairy': what the admin asked for, in words. */
function noMatchText(search: string, categoryName: string | undefined, lowStock: boolean): string {
  const inCategory = categoryName ? ` in ${categoryName}` : '';
  if (lowStock) return search ? `No product matching “${search}”${inCategory} is low on stock` : `Nothing${inCategory} is low on stock`;
  return search ? `No products match “${search}”${inCategory}` : `No products${inCategory} yet`;
}

/** Every product, active or not: find, filter, page through, edit in place, add and edit in a drawer. */
export function ProductsPanel() {
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
    if (products.currentData && products.currentData.pages > 0 && page > products.currentData.pages) filters.setPage(products.currentData.pages, pageSize);
  }, [products.currentData, page, pageSize, filters]);

  const ListView = phone ? ProductCards : ProductTable;
  return (
    <>
      <div className="kn-adm-products-bar">
        <ProductFilters filters={filters} categories={categories.data} categoriesLoading={categories.isLoading} />
        <Button type="primary" onClick={() => setEditing('new')} disabled={!categories.data}>
          Add product
        </Button>
      </div>
      {selected.size > 0 && (
        <section className="kn-adm-bulk-bar" aria-label="Selected products">
          <span>{selected.size === 1 ? '1 product selected' : `${selected.size} products selected`}</span>
          <Button type="primary" onClick={() => setCounting(true)}>
            Count stock
          </Button>
          <Button onClick={() => setSelected(new Map())}>Clear selection</Button>
        </section>
      )}
      {products.error && <LoadError what="the products" error={products.error} retrying={products.isFetching} onRetry={() => void products.refetch()} />}
      {!list && products.isFetching && (
        <div role="status" aria-busy="true" aria-label="Loading products">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {list && list.total === 0 && !products.isFetching && (
        <Empty description={noMatchText(search, categoryName, lowStock)} className="kn-adm-empty">
          {filters.filtered ? <Button onClick={filters.clear}>Clear filters</Button> : <Button onClick={() => setEditing('new')}>Add the first product</Button>}
        </Empty>
      )}
      {list && (list.total > 0 || products.isFetching) && (
        <ListView list={list} refreshing={products.isFetching} onPage={filters.setPage} onEdit={setEditing} selected={selected} onSelect={select} />
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
      {categories.data && <ProductFormDrawer editing={editing} categories={categories.data} onClose={() => setEditing(null)} />}
    </>
  );
}
