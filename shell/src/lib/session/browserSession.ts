import { apiUrl, selectSessionIsLive, sessionStarted, type AppStore, type SessionInit } from '@kirana/shared';

/** Asks the API for a new browser session (GET {host}/) and keeps it in session storage. */
export async function renewBrowserSession(store: AppStore): Promise<void> {
  try {
    const response = await fetch(apiUrl('/'), { credentials: 'include' });
    if (!response.ok) return;
    store.dispatch(sessionStarted((await response.json()) as SessionInit));
  } catch {
    // Offline: sign-in asks again when it needs the session.
  }
}

/** A session is initialised once per browser session (GET {host}/), kept in session storage. */
export async function ensureBrowserSession(store: AppStore): Promise<void> {
  if (selectSessionIsLive(store.getState())) return;
  await renewBrowserSession(store);
}

/**
 * On load: restored state is already in the store; confirm a restored user with the server. The
 * check's code loads only then: a visitor who is not signed in never downloads it.
 */
export async function startSession(store: AppStore): Promise<void> {
  const restoredUser = store.getState().auth.userInfo;
  const confirmUser = async () => (await import('./signedInCheck')).checkSignedIn(store.dispatch, store.getState);
  await Promise.all([ensureBrowserSession(store), restoredUser ? confirmUser() : Promise.resolve()]);
}
