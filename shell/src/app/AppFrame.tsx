import { Outlet } from '@kirana/shared';
import '@kirana/shared/ui.css';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { LoginHost } from '../features/login/LoginHost';
import { OfflineScreen } from '../features/offline/OfflineScreen';
import { useCustomerOffline } from '../features/offline/useCustomerOffline';
import { Overlays } from '../features/overlays/Overlays';
import { SessionEvents } from '../lib/session/SessionEvents';
import { Toasts } from '../lib/toasts/Toasts';
import './app.css';
import { useT } from '../i18n';

/** What the shell owns on every page: header, footer, login, offline screen and the places remotes and widgets go. */
export function AppFrame() {
  const customerOffline = useCustomerOffline();
  const t = useT();
  return (
    <>
      <div className="kn-shell-frame" inert={customerOffline}>
        <a className="kn-shell-skip" href="#main">
          {t('Skip to content')}
        </a>
        <Header />
        <main id="main" className="kn-shell-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <Overlays />
        <LoginHost />
      </div>
      {customerOffline && <OfflineScreen />}
      <SessionEvents />
      <Toasts />
    </>
  );
}
