import { Button, Checkbox, Input, Select } from 'antd';
import { SEARCH_MAX_LENGTH, type Category } from '@kirana/shared';
import { LOW_STOCK_AT } from '@kirana/shared/extended';
import type { useProductFilters } from './useProductFilters';

interface ProductFiltersProps {
  filters: ReturnType<typeof useProductFilters>;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
}

/** Search box, category picker and the low-stock filter above the product list; all live in the URL. */
export function ProductFilters({ filters, categories, categoriesLoading }: ProductFiltersProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet a search landmark in every browser the shop supports (Safari before 17) nor in the jsdom the tests run in
    <div className="kn-adm-products-filters" role="search" aria-label="Filter products">
      <Input.Search
        allowClear
        className="kn-adm-products-search"
        placeholder="Search by name, category or description"
        aria-label="Search products"
        maxLength={SEARCH_MAX_LENGTH}
        value={filters.searchText}
        onChange={(event) => filters.setSearchText(event.target.value)}
        onSearch={filters.searchNow}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        className="kn-adm-products-category"
        placeholder="All categories"
        aria-label="Category"
        loading={categoriesLoading}
        value={filters.category || undefined}
        onChange={(slug: string | undefined) => filters.setCategory(slug ?? null)}
        options={(categories ?? []).map((category) => ({ value: category.slug, label: category.name }))}
      />
      <Checkbox checked={filters.lowStock} onChange={(event) => filters.setLowStock(event.target.checked)} className="kn-adm-products-low">
        Low stock ({LOW_STOCK_AT} or fewer)
      </Checkbox>
      {filters.filtered && <Button onClick={filters.clear}>Clear filters</Button>}
    </div>
  );
}
