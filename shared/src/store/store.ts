import { combineSlices, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { serverRenderedPage } from '../contracts/serverRender';
import { setupListeners } from '@reduxjs/toolkit/query';
import { addressesSlice } from './addressesSlice';
import { api } from './api';
import { authSlice } from './authSlice';
import { cartSlice } from './cartSlice';
import { persistChanges, restoreState, type RestoredState } from './persistence';
import { sessionSlice } from './sessionSlice';

export const rootReducer = combineSlices(cartSlice, authSlice, addressesSlice, sessionSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Browser storage, read when a server-rendered page is taken over. The store starts as the server
 * drew the page (an anonymous visitor, an empty cart); this brings in the shopper's own cart, user
 * and addresses, which React shows once it has hydrated from the server's state.
 */
export const storageRestored = createAction<RestoredState>('app/storageRestored');

const appReducer: typeof rootReducer = ((state: RootState | undefined, action: UnknownAction) =>
  rootReducer(
    storageRestored.match(action) && state ? { ...state, ...action.payload } : state,
    action,
  )) as typeof rootReducer;

export function createAppStore(preloaded: Partial<RestoredState> = {}) {
  const store = configureStore({
    reducer: appReducer,
    preloadedState: preloaded as Partial<RootState>,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let previous = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    persistChanges(previous, next);
    previous = next;
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The one store. `@kirana/shared` is a Module Federation singleton, so this module runs once
 * per page and the shell and every remote see the same instance. A server-rendered page starts
 * it as the server drew the page (see storageRestored).
 */
export const store: AppStore = createAppStore(serverRenderedPage() ? {} : restoreState());
