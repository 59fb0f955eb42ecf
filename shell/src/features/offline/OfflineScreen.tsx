import { LineIcon } from '@kirana/shared';
import './offline.css';
import { useT } from '../../i18n';

/**
 * 'You're Offline' with Reload. It covers the page while the network is gone and goes
 * away by itself when it returns (the page underneath stays as it was, and refetches).
 */
export function OfflineScreen() {
  const t = useT();
  return (
    <div
      className="kn-shell-offline"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="kn-offline-title"
      aria-describedby="kn-offline-text"
    >
      <LineIcon size={72} strokeWidth={1.6}>
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 5.2-2.7M16.4 10.6a10 10 0 0 1 2.6 1.9M8.5 16a5 5 0 0 1 7 0" />
        <path d="M12 20h.01M3 3l18 18" />
      </LineIcon>
      <h1 id="kn-offline-title">{t("You're Offline")}</h1>
      <p id="kn-offline-text">
        {t('Check your mobile data or Wi-Fi. Your cart is safe on this phone; we’ll pick up where you left off.')}
      </p>
      {/* biome-ignore lint/a11y/noAutofocus: the offline alertdialog covers the page and Reload is its only action: focus moves into the dialog */}
      <button type="button" className="kn-shell-button" autoFocus onClick={() => window.location.reload()}>
        {t('Reload')}
      </button>
    </div>
  );
}
