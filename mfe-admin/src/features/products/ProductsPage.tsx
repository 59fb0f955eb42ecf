import { Tabs } from 'antd';
import { useSearchParams } from '@kirana/shared';
import { CatalogueFilePanel } from './catalogue-file/CatalogueFilePanel';
import { CategoriesPanel } from './categories/CategoriesPanel';
import { ProductsPanel } from './ProductsPanel';
import { SearchWordsPanel } from './search-words/SearchWordsPanel';
import './products.css';
import { useT } from '../../i18n';

const TABS = ['products', 'categories', 'search-words', 'spreadsheet'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/products`: the catalogue (products, the categories they sit in, the words search understands, the
 * catalogue as a spreadsheet), with the tab in the URL.
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'products';
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title" className="kn-adm-page-title">
        {t('Products')}
      </h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'products' ? {} : { tab: key as Tab })}
        items={[
          { key: 'products', label: t('Products'), children: <ProductsPanel /> },
          { key: 'categories', label: t('Categories'), children: <CategoriesPanel /> },
          { key: 'search-words', label: t('Search words'), children: <SearchWordsPanel /> },
          { key: 'spreadsheet', label: t('CSV'), children: <CatalogueFilePanel /> },
        ]}
        destroyOnHidden
        // Four tabs fit a 390 px phone side by side (an overflow menu inside the tab list is not a tab)
        tabBarGutter={16}
      />
    </section>
  );
}
