import { Link } from '@kirana/shared';
import { useT } from '../../i18n';
import { EmptyState } from '../../components/page/EmptyState';

/** Anyone but a rider of the store's team who opens the rider's pages: what this is, and nothing of the data. */
export function NotARider() {
  const t = useT();
  return (
    <EmptyState
      title={t('This page is for the store’s delivery team')}
      text={t(
        'Your account is not on the team, so there are no deliveries here for you. If the store has just added you, sign out and sign in again.',
      )}
    >
      <Link to="/account/orders" className="kn-ui-button">
        {t('Go to my orders')}
      </Link>
    </EmptyState>
  );
}
