/** Where a category chip leads: the category's aisle, keeping a search that is under way. */
export function categoryHref(search: string, slug: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (slug) params.set('category', slug);
  const text = params.toString();
  return text ? `/?${text}` : '/';
}
