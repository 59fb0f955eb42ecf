import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  loadRuntimeConfig,
  restoreState,
  serverCacheReceived,
  serverRenderedPage,
  setRuntimeConfig,
  settleLocale,
  startLocale,
  storageRestored,
  store,
  type ServerRenderedPage,
} from '@kirana/shared';
import { App } from './app/App';
import { startSession } from './lib/session/browserSession';
import { loadRemotes, registerRemoteMap } from './remotes/registry';
import { loadRemoteModule } from './remotes/remoteModule';

// index.html and the server-drawn page both hold #root; without it there is nothing to draw into.
const root = () => document.getElementById('root')!;

/** A page the browser draws itself: config and the remote map first, then the shopper's session. */
async function renderInBrowser(): Promise<void> {
  // Both files sit beside index.html and are read at every start: the API host and where each remote lives.
  // …and the shopper's language, loaded before the first draw (English costs no request).
  await Promise.all([loadRuntimeConfig(), loadRemotes(), startLocale()]);
  void startSession(store);
  createRoot(root()).render(<App />);
}

/**
 * A page the server drew (for an anonymous visitor): the browser takes it over with the same
 * config, remotes and cache, the page's remote and code loaded first so nothing suspends. The
 * shopper's cart and user are read from storage at once; React hydrates from the state the server
 * drew with, then shows them.
 */
async function hydrateServerPage(page: ServerRenderedPage): Promise<void> {
  setRuntimeConfig(page.config);
  registerRemoteMap(page.remotes);
  store.dispatch(serverCacheReceived(page.api));
  const remote = await loadRemoteModule(`${page.remote}/routes`);
  await remote.preloadPage?.({ pathname: location.pathname, search: location.search });
  // The language the server drew in, its strings loaded (shell's and the page's): hydration matches.
  await startLocale(page.locale);
  const serverState = store.getState();
  store.dispatch(storageRestored(restoreState()));
  void startSession(store);
  hydrateRoot(root(), <App serverState={serverState} />, {
    onRecoverableError: (error) => console.warn('[shell] the page was redrawn in the browser:', error),
  });
  void settleLocale();
}

async function start(): Promise<void> {
  const page = serverRenderedPage();
  if (!page) return renderInBrowser();
  try {
    await hydrateServerPage(page);
  } catch (error) {
    // The remote's code could not be loaded: draw the page afresh as if it had not been rendered.
    console.error('[shell] could not take over the server-rendered page', error);
    root().replaceChildren();
    store.dispatch(storageRestored(restoreState()));
    void startSession(store);
    await startLocale();
    createRoot(root()).render(<App />);
  }
}

void start();
