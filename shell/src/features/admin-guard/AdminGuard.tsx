import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, selectUser, signedOut, useAppDispatch, useAppSelector, useAppStore } from '@kirana/shared';
import { checkSignedIn } from '../../lib/session/signedInCheck';
import { CheckingAccess } from '../../lib/CheckingAccess';

type GuardState = 'checking' | 'allowed' | 'denied';

/**
 * With a user in the auth state, an admin is allowed and anyone else denied without a
 * server call; with no user the current user is fetched. The check dispatches what it learnt
 * (the user, or signed out); nothing returned or a non-admin is denied.
 * Denied visitors go to / with the history entry replaced.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [fetched, setFetched] = useState<GuardState>('checking');

  const decided: GuardState | null = user ? (user.isAdmin ? 'allowed' : 'denied') : null;

  useEffect(() => {
    if (decided) return;
    let live = true;
    void checkSignedIn(dispatch, store.getState).then((check) => {
      // Nothing came back (offline, server error): there is no user to keep, so none is left behind.
      if (check.outcome === 'unknown') dispatch(signedOut());
      if (live) setFetched(check.outcome === 'signed-in' && check.user.isAdmin ? 'allowed' : 'denied');
    });
    return () => {
      live = false;
    };
  }, [decided, dispatch, store]);

  const state = decided ?? fetched;
  if (state === 'checking') return <CheckingAccess />;
  if (state === 'denied') return <Navigate to="/" replace />;
  return <>{children}</>;
}
