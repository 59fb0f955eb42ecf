import { useDocumentTitle } from '@kirana/shared';
import { useT } from '../../i18n';

/** The tab's title on the cart and checkout pages, in the language shown ("My Cart — Kirana Now"). */
export function PageTitle({ page }: { page: 'My Cart' | 'Payment' | 'Order' }) {
  const t = useT();
  useDocumentTitle(t('{page} — Kirana Now', { page: t(page) }));
  return null;
}
