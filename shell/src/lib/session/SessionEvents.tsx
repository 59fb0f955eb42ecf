import { lazy, Suspense, useState } from 'react';
import { useBusEvent } from '@kirana/shared';

/** Signing out loads with the first request to: a visitor who never signs out never downloads it. */
const LogOutNow = lazy(() => import('./LogOutNow'));

/** The session requests any part of the store may make over the bus. */
export function SessionEvents() {
  const [logOutRequests, setLogOutRequests] = useState(0);
  useBusEvent('auth:logout-requested', () => setLogOutRequests((count) => count + 1));
  if (logOutRequests === 0) return null;
  return (
    <Suspense fallback={null}>
      <LogOutNow request={logOutRequests} />
    </Suspense>
  );
}
