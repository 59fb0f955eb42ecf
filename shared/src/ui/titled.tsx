import type { ReactNode } from 'react';

/**
 * A route's page with its tab title set first (the account's and the cart's routes:
 * `{ path: 'cart', element: titled(<PageTitle page="My Cart" />, <CartPage />) }`); the title
 * comes from `PageTitle`, beside this in @kirana/shared/extended.
 */
export function titled(title: ReactNode, page: ReactNode): ReactNode {
  return (
    <>
      {title}
      {page}
    </>
  );
}
