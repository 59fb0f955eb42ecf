import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, store } from '@kirana/shared';
import { App } from './app/App';
import { startSession } from './features/session/browserSession';
import { loadRemotes } from './remotes/registry';

async function start(): Promise<void> {
  // Both files sit beside index.html and are read at every start: the API host and where each remote lives.
  await Promise.all([loadRuntimeConfig(), loadRemotes()]);
  void startSession(store);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
