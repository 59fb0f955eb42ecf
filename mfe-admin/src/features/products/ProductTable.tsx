import { Table } from 'antd';
import type { Product, ProductList } from '@kirana/shared';
import { ActiveSwitch } from './ActiveSwitch';
import { ProductActions, ProductName, ProductPrice, ProductThumb, productsTotal } from './ProductRowParts';
import { StockCell } from './StockCell';
import { PAGE_SIZES } from './useProductFilters';
import { useT } from '../../i18n';

export interface ProductListViewProps {
  list: ProductList;
  /** A new page or filter is on its way; what is shown is the previous answer. */
  refreshing: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (product: Product) => void;
  /** Products picked for Count stock (kept across pages). */
  selected: ReadonlyMap<string, Product>;
  onSelect: (products: readonly Product[], on: boolean) => void;
}

/** The catalogue as a table, for a laptop or tablet. */
export function ProductTable({ list, refreshing, onPage, onEdit, selected, onSelect }: ProductListViewProps) {
  const t = useT();
  return (
    <Table<Product>
      rowKey="_id"
      size="middle"
      className="kn-adm-products-table"
      loading={refreshing}
      dataSource={list.items}
      rowClassName={(product) => (product.isActive ? '' : 'kn-adm-row-hidden')}
      scroll={{ x: 900 }}
      rowSelection={{
        selectedRowKeys: [...selected.keys()],
        preserveSelectedRowKeys: true,
        onSelect: (product, on) => onSelect([product], on),
        onSelectAll: (on, _rows, changed) => onSelect(changed, on),
        getTitleCheckboxProps: () => ({ 'aria-label': t('Select every product on this page') }),
        getCheckboxProps: (product) => ({ 'aria-label': t('Select {name}', { name: product.name }) }),
      }}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: list.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: productsTotal,
        onChange: onPage,
      }}
      columns={[
        { title: t('Image'), key: 'image', width: 72, render: (_, product) => <ProductThumb product={product} /> },
        { title: t('Name'), key: 'name', render: (_, product) => <ProductName product={product} /> },
        { title: t('Category'), dataIndex: 'category', width: 130 },
        { title: t('Quantity'), dataIndex: 'quantityLabel', width: 90 },
        { title: t('Price'), key: 'price', width: 120, render: (_, product) => <ProductPrice product={product} /> },
        { title: t('Stock'), key: 'stock', width: 150, render: (_, product) => <StockCell product={product} /> },
        { title: t('Active'), key: 'active', width: 105, render: (_, product) => <ActiveSwitch product={product} /> },
        {
          title: t('Actions'),
          key: 'actions',
          width: 140,
          render: (_, product) => <ProductActions product={product} onEdit={onEdit} />,
        },
      ]}
    />
  );
}
