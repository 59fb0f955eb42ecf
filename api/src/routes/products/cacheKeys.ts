import { PRODUCT_PAGE_SIZE_DEFAULT } from '@kirana/shared/domain';
import type { ProductFilter, ProductQuery } from '../../products/productRows';
import { searchTerms } from '../../products/search';

/**
 * One key per distinct answer: defaults filled in, and the search as the search reads it
 * (' Toned  MILK' and 'toned milk' are one search).
 */
export function listKey(query: ProductQuery): string {
  const search = query.search?.trim() ? (searchTerms(query.search)?.text ?? '') : '';
  return JSON.stringify([
    'list',
    query.page ?? 1,
    query.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT,
    query.category ?? '',
    search,
    Boolean(query.includeInactive),
    Boolean(query.lowStock),
  ]);
}

export function countsKey(filter: ProductFilter): string {
  return JSON.stringify(['counts', filter.category ?? '', Boolean(filter.includeInactive), Boolean(filter.lowStock)]);
}
