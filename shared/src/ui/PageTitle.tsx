import { useDocumentTitle, useSharedT } from '@kirana/shared';

/**
 * The pages whose routes set their tab title with `PageTitle` (the account's and the cart's); each is a key
 * of shared's catalogue.
 */
export type PageName =
  | 'My account'
  | 'My orders'
  | 'Order details'
  | 'Profile'
  | 'My addresses'
  | 'Support'
  | 'My run'
  | 'Unassigned orders'
  | 'My Cart'
  | 'Payment'
  | 'Order';

/**
 * The tab's title on a customer's own page, in the language shown ("My orders — Kirana Now"),
 * as the catalogue's pages have theirs.
 */
export function PageTitle({ page }: { page: PageName }) {
  const t = useSharedT();
  useDocumentTitle(t('{page} — Kirana Now', { page: t(page) }));
  return null;
}
