import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { addressesSlice } from './addressesSlice';
import { api } from './api';
import { authSlice } from './authSlice';
import { cartSlice } from './cartSlice';
import { persistChanges, restoreState, type RestoredState } from './persistence';
import { sessionSlice } from './sessionSlice';

/** Remotes declare the slices they inject here by module augmentation. */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(cartSlice, authSlice, addressesSlice, sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloaded: Partial<RestoredState> = {}) {
  const store = configureStore({
    reducer: rootReducer,
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
 * per page and the shell and every remote see the same instance.
 */
export const store: AppStore = createAppStore(restoreState());
