import { lazy, Suspense } from 'react';
import {
  ADMIN_ONLY_SEGMENTS,
  CUSTOMER_ROUTES,
  firstSegment,
  Navigate,
  PUBLIC_FOR_EVERYONE,
  selectUser,
  useAppSelector,
  useLocation,
} from '@kirana/shared';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { NotFound } from './NotFound';
import { CheckingAccess } from '../lib/CheckingAccess';

/** The admin's gate loads with the admin's first page: a customer's page never carries it. */
const AdminGuard = lazy(() => import('../features/admin-guard/AdminGuard').then((m) => ({ default: m.AdminGuard })));

const adminOnly = new Set<string>(ADMIN_ONLY_SEGMENTS);
const forEveryone = new Set<string>(PUBLIC_FOR_EVERYONE);

/** Which remote draws this path: the admin route set for admins, the customer routes otherwise. */
export function RouteSwitch() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const segment = firstSegment(pathname);

  if (!forEveryone.has(segment) && (user?.isAdmin || adminOnly.has(segment))) {
    return (
      <Suspense fallback={<CheckingAccess />}>
        <AdminGuard>
          <RemoteRoutes remote="mfe_admin" />
        </AdminGuard>
      </Suspense>
    );
  }
  const owner = CUSTOMER_ROUTES[segment];
  if (!owner) return <NotFound />;
  if (owner.requiresLogin && !user) return <Navigate to="/" replace />;
  return <RemoteRoutes key={owner.remote} remote={owner.remote} />;
}
