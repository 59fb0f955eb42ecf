import { isTakingOrders, NOT_TAKING_ORDERS, pauseDetails } from '../domain/takingOrders';
import { useStoreStatus } from '../store/storeStatusApi';
import { useSharedT } from '../i18n/sharedCatalog';
import { useLocale } from '../i18n/catalogs';

/**
 * "Not taking orders right now", with the store's reason and reopening time, while the admin has
 * paused new orders; nothing at all otherwise. Carts are kept: shoppers may still fill theirs.
 */
export function StorePauseBanner({ className = '' }: { className?: string }) {
  const status = useStoreStatus();
  const t = useSharedT();
  const locale = useLocale();
  if (isTakingOrders(status)) return null;
  const details = pauseDetails(status, Date.now(), { say: t, locale });
  return (
    <div className={`kn-ui-paused ${className}`.trim()} role="status">
      <strong className="kn-ui-paused__title">{t(NOT_TAKING_ORDERS)}</strong>
      <span className="kn-ui-paused__details">
        {details || t('You can still fill your cart and order when we open again.')}
      </span>
    </div>
  );
}
