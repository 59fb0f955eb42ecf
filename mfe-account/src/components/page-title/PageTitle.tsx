import { useDocumentTitle } from '@kirana/shared';
import { useT } from '../../i18n';

/**
 * The tab's title on a customer's own page, in the language shown ("My orders — Kirana Now"),
 * as the catalogue's pages have theirs. `page` is one of the catalogue's page names.
 */
export function PageTitle({
  page,
}: {
  page:
    | 'My account'
    | 'My orders'
    | 'Order details'
    | 'Profile'
    | 'My addresses'
    | 'Support'
    | 'My run'
    | 'Unassigned orders';
}) {
  const t = useT();
  useDocumentTitle(t('{page} — Kirana Now', { page: t(page) }));
  return null;
}
