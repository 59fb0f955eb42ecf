import { useEffect, useState } from 'react';
import { ADMIN_SEARCH_MAX_LENGTH, type CustomersQuery, useSearchParams } from '@kirana/shared';

export type CustomerSort = NonNullable<CustomersQuery['sort']>;
export const CUSTOMER_SORTS: { value: CustomerSort; label: string }[] = [
  { value: 'recent', label: 'Recent orders' },
  { value: 'top', label: 'Top spenders' },
  { value: 'new', label: 'Newest' },
];
/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

const isSort = (value: string | null): value is CustomerSort => CUSTOMER_SORTS.some((sort) => sort.value === value);

/**
 * The customer list's search, sort and page live in the URL (`?search=&sort=&page=`), so a
 * refresh, the back button or a shared link shows the same list. The search box updates the URL
 * once typing pauses; a new search or sort starts again at page 1.
 */
export function useCustomerListParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const sortParam = params.get('sort');
  const sort: CustomerSort = isSort(sortParam) ? sortParam : 'recent';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // The URL changed under us (back button, a link): the box shows what the list shows.
  useEffect(() => setTyped((current) => (current.trim() === search ? current : search)), [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: update is rebuilt each render and only writes the URL; listing it would restart the debounce timer on every render
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => update({ search: wanted, page: null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `update` is rebuilt each render; the timer only needs the text.
  }, [typed, search]);

  return {
    search,
    sort,
    page,
    typed,
    setTyped,
    setSort: (next: CustomerSort) => update({ sort: next === 'recent' ? null : next, page: null }),
    setPage: (next: number) => update({ page: next === 1 ? null : String(next) }),
  };
}
