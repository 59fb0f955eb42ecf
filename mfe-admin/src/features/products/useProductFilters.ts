import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH, useSearchParams } from '@kirana/shared';

export const PAGE_SIZES = [20, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

function wholeNumber(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/**
 * The product list's search, category, low-stock filter, page and page size, kept in the URL query so a reload,
 * a shared link or Back shows the same list. Typing updates the box at once and the URL (and so
 * the request) once the admin pauses.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const lowStock = params.get('stock') === 'low';
  const page = wholeNumber(params.get('page'), 1);
  const sizeAsked = wholeNumber(params.get('pageSize'), PAGE_SIZES[0]);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeAsked) ? sizeAsked : PAGE_SIZES[0];

  const [searchText, setSearchText] = useState(search);
  const typed = useRef(search);
  // The search this box last put into the URL: when it arrives, the admin may have typed on.
  const pushed = useRef<string | null>(null);

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The URL changed from outside the box (Back, Clear filters): show what it says. Not the box's own
  // search arriving: on a busy phone "p" can reach the URL after "a" was typed, and would wipe it.
  useEffect(() => {
    if (search === pushed.current) return;
    if (search !== typed.current.trim()) {
      typed.current = search;
      setSearchText(search);
    }
  }, [search]);

  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      pushed.current = wanted;
      update({ search: wanted, page: null });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, update]);

  return {
    search,
    category,
    lowStock,
    page,
    pageSize,
    searchText,
    filtered: search !== '' || category !== '' || lowStock,
    setSearchText(text: string) {
      const clipped = text.slice(0, SEARCH_MAX_LENGTH);
      typed.current = clipped;
      setSearchText(clipped);
    },
    /** Enter in the box: search now, without waiting for the pause. */
    searchNow(text: string) {
      pushed.current = text.slice(0, SEARCH_MAX_LENGTH).trim();
      update({ search: pushed.current, page: null });
    },
    setCategory: (slug: string | null) => update({ category: slug, page: null }),
    setLowStock: (on: boolean) => update({ stock: on ? 'low' : null, page: null }),
    setPage: (next: number, size: number) =>
      update({ page: size === pageSize ? next : 1, pageSize: size === PAGE_SIZES[0] ? null : size }),
    clear() {
      typed.current = '';
      pushed.current = '';
      setSearchText('');
      update({ search: null, category: null, stock: null, page: null });
    },
  };
}
