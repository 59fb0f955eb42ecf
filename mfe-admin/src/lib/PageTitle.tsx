import { useDocumentTitle } from '@kirana/shared';
import { useT } from '../i18n';

/** The names the admin's screens go by: the menu's (a catalogue key each). */
const ADMIN_PAGE_NAMES = [
  'Dashboard',
  'Orders',
  'Order',
  'Products',
  'Customers',
  'Customer',
  'Find customer',
  'Dues',
  'Delivery locations',
  'Reports',
  'Team',
  'Cash',
  'Account',
  'Page not found',
] as const;
export type AdminPageName = (typeof ADMIN_PAGE_NAMES)[number];

/**
 * The tab's title on an admin screen, in the shopkeeper's language ("Orders — Kirana Now admin");
 * the new-order count goes in front of it (useNewOrderCue).
 */
export function PageTitle({ page }: { page: AdminPageName }) {
  const t = useT();
  useDocumentTitle(t('{page} — Kirana Now admin', { page: t(page) }));
  return null;
}
