import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * The store's provider. react-redux and Redux Toolkit live inside @kirana/shared (not federation
 * singletons of their own), so a front end takes the provider from here, never from react-redux.
 */
export { Provider as StoreProvider } from 'react-redux';
