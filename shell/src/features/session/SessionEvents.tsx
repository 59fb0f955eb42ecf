import { useBusEvent } from '@kirana/shared';
import { useLogOut } from './useLogOut';

/** The session requests any part of the store may make over the bus. */
export function SessionEvents() {
  const logOut = useLogOut();
  useBusEvent('auth:logout-requested', () => void logOut());
  return null;
}
