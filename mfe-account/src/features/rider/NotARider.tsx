import { Link } from '@kirana/shared';
import { useT } from '../../i18n';

/** Anyone but a rider of the store's team who opens the rider's pages: what this is, and nothing of the data. */
export function NotARider() {
  const t = useT();
  return (
    <div className="kn-acc-empty">
      <h2>{t('This page is for the store’s delivery team')}</h2>
      <p>
        {t(
          'Your account is not on the team, so there are no deliveries here for you. If the store has just added you, sign out and sign in again.',
        )}
      </p>
      <Link to="/account/orders" className="kn-ui-button">
        {t('Go to my orders')}
      </Link>
    </div>
  );
}
