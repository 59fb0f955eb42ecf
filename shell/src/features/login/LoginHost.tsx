import { lazy, Suspense, useState } from 'react';
import { LoadingOverlay, type LoginReason, useBusEvent } from '@kirana/shared';
import { useT } from '../../i18n';

// Its own chunk: a first page view downloads none of the sign-in code.
const LoginModal = lazy(() => import('./LoginModal'));

/** Opens the login modal whenever any part of the store asks (`auth:login-required`, the header's Log In). */
export function LoginHost() {
  const [request, setRequest] = useState<{ reason?: LoginReason | undefined } | null>(null);
  useBusEvent('auth:login-required', ({ reason }) => setRequest({ reason }));
  const t = useT();
  if (!request) return null;
  return (
    <Suspense fallback={<LoadingOverlay label={t('Opening login')} />}>
      <LoginModal reason={request.reason} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
