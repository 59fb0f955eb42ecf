import { Tabs } from 'antd';
import { useSearchParams } from '@kirana/shared';
import { CategoriesPanel } from './categories/CategoriesPanel';
import { ProductsPanel } from './ProductsPanel';
import './products.css';

/** `/products`: the catalogue (products, and the categories they sit in), with the tab in the URL. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'products';
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title" className="kn-adm-page-title">
        Products
      </h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'categories' ? { tab: 'categories' } : {})}
        items={[
          { key: 'products', label: 'Products', children: <ProductsPanel /> },
          { key: 'categories', label: 'Categories', children: <CategoriesPanel /> },
        ]}
        destroyOnHidden
      />
    </section>
  );
}
