import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS, UiStyles } from '@kirana/shared';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { Overlays } from '../features/overlays/Overlays';
import './app.css';

/** What the shell owns on every page: header, footer and the places remotes and widgets go. */
export function AppFrame() {
  return (
    <div className="kn-shell-frame">
      <UiStyles />
      <a className="kn-shell-skip" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="kn-shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Overlays />
      <ToastContainer {...TOAST_OPTIONS} />
    </div>
  );
}
