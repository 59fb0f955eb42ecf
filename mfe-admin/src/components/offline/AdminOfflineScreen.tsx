import { Button } from 'antd';
import './offline.css';
import { useT } from '../../i18n';

/**
 * The admin's own 'You're Offline' (the storefront's title and Reload kept): what a shopkeeper needs to
 * know when the shop's connection drops, not the customer's words about a cart. It covers the
 * admin's pages until the network returns, then goes by itself.
 */
export function AdminOfflineScreen() {
  const t = useT();
  return (
    <div
      className="kn-adm-offline"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="kn-adm-offline-title"
      aria-describedby="kn-adm-offline-text"
    >
      <h1 id="kn-adm-offline-title">{t("You're Offline")}</h1>
      <p id="kn-adm-offline-text">
        {t(
          'This device has lost the shop’s internet. Customers can still order: their orders wait on the server. When the connection is back, the orders are read again and any that came in meanwhile are announced. Check the Wi-Fi or mobile data.',
        )}
      </p>
      <Button type="primary" size="large" autoFocus onClick={() => window.location.reload()}>
        {t('Reload')}
      </Button>
    </div>
  );
}
