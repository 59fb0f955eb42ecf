import { selectIsAdmin, useAppSelector, useOnline } from '@kirana/shared';

/** Offline, for the customer's screen: the admin's pages show their own (mfe-admin), in the shopkeeper's words. */
export function useCustomerOffline(): boolean {
  const online = useOnline();
  const isAdmin = useAppSelector(selectIsAdmin);
  return !online && !isAdmin;
}
