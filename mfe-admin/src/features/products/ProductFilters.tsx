import { Button, Checkbox, Input, Select } from 'antd';
import { SEARCH_MAX_LENGTH, type Category } from '@kirana/shared';
import { LOW_STOCK_AT } from '@kirana/shared/extended';
import type { useProductFilters } from './useProductFilters';
import { useT } from '../../i18n';

interface ProductFiltersProps {
  filters: ReturnType<typeof useProductFilters>;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}

/** Search box, category picker and the low-stock filter above the product list; all live in the URL. */
export function ProductFilters({ filters, categories, categoriesLoading }: ProductFiltersProps) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet a search landmark in every browser the shop supports (Safari before 17) nor in the jsdom the tests run in
    <div className="kn-adm-products-filters" role="search" aria-label={t('Filter products')}>
      <Input.Search
        allowClear
        className="kn-adm-products-search"
        placeholder={t('Search by name, category or description')}
        aria-label={t('Search products')}
        maxLength={SEARCH_MAX_LENGTH}
        value={filters.searchText}
        onChange={(event) => filters.setSearchText(event.target.value)}
        onSearch={filters.searchNow}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        className="kn-adm-products-category"
        placeholder={t('All categories')}
        aria-label={t('Category')}
        loading={categoriesLoading}
        value={filters.category || undefined}
        onChange={(slug: string | undefined) => filters.setCategory(slug ?? null)}
        options={(categories ?? []).map((category) => ({ value: category.slug, label: category.name }))}
      />
      <Checkbox
        checked={filters.lowStock}
        onChange={(event) => filters.setLowStock(event.target.checked)}
        className="kn-adm-products-low"
      >
        {t('Low stock ({count} or fewer)', { count: LOW_STOCK_AT })}
      </Checkbox>
      {filters.filtered && <Button onClick={filters.clear}>{t('Clear filters')}</Button>}
    </div>
  );
}
