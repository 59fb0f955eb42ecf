import { useEffect, useRef } from 'react';
import { useLogOut } from './useLogOut';

/** Signs out once for each new `request` (a count of the times the bus asked). */
export default function LogOutNow({ request }: { request: number }) {
  const logOut = useLogOut();
  const handled = useRef(0);
  useEffect(() => {
    if (handled.current === request) return;
    handled.current = request;
    void logOut();
  }, [request, logOut]);
  return null;
}
