import { ADMIN_ONLY_SEGMENTS, CUSTOMER_ROUTES, firstSegment, Navigate, PUBLIC_FOR_EVERYONE, selectUser, useAppSelector, useLocation } from '@kirana/shared';
import { AdminGuard } from '../features/admin-guard/AdminGuard';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { NotFound } from './NotFound';

const adminOnly = new Set<string>(ADMIN_ONLY_SEGMENTS);
const forEveryone = new Set<string>(PUBLIC_FOR_EVERYONE);

/** Which remote draws this path: the admin route set for admins, the customer routes otherwise (spec §2). */
export function RouteSwitch() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const segment = firstSegment(pathname);

  if (!forEveryone.has(segment) && (user?.isAdmin || adminOnly.has(segment))) {
    return (
      <AdminGuard>
        <RemoteRoutes remote="mfe_admin" />
      </AdminGuard>
    );
  }
  const owner = CUSTOMER_ROUTES[segment];
  if (!owner) return <NotFound />;
  if (owner.requiresLogin && !user) return <Navigate to="/" replace />;
  return <RemoteRoutes key={owner.remote} remote={owner.remote} />;
}
