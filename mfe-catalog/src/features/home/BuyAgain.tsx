import { lazy, Suspense } from 'react';
import { selectIsAdmin, selectIsAuth, useAppSelector } from '@kirana/shared';

const BuyAgainShelf = lazy(() => import('./BuyAgainShelf'));

/**
 * The home page's Buy again shelf, for a signed-in customer only. The server draws the page for
 * everyone alike, so this takes no place there; once the browser knows who is signed in, the
 * shelf's code and the customer's products load, and the shelf appears only when it has products.
 * A visitor who is not signed in never downloads any of it.
 */
export function BuyAgain() {
  const customer = useAppSelector((state) => selectIsAuth(state) && !selectIsAdmin(state));
  if (!customer) return null;
  return (
    <Suspense fallback={null}>
      <BuyAgainShelf />
    </Suspense>
  );
}
