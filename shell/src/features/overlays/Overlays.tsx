import { useRef, useState } from 'react';
import { type LoginReason, useBusEvent } from '@kirana/shared';
import { RemoteWidget } from '../../remotes/RemoteWidget';

type Overlay = 'cart' | 'address' | 'location';

/** `auth:login-required` reason the cart drawer sends: after sign-in the drawer comes back. */
const FROM_CART: LoginReason = 'cart';

/**
 * The shell places the remotes' widgets and opens them when asked on the bus; a widget's
 * remote is fetched the first time it is opened, then kept mounted so it can animate closed.
 * When the open cart drawer asks for the address form or the location modal, the drawer comes
 * back when that closes; when it asks for a login, it comes back after sign-in. The customer
 * carries on to pay where they left off.
 */
export function Overlays() {
  const [open, setOpen] = useState<Overlay | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<Overlay>>(new Set());
  const backToCart = useRef(false);

  const show = (overlay: Overlay) => {
    setMounted((current) => (current.has(overlay) ? current : new Set(current).add(overlay)));
    setOpen(overlay);
  };
  const returnToCart = () => {
    if (!backToCart.current) return;
    backToCart.current = false;
    show('cart');
  };
  /** A widget closing closes only itself (another may have opened meanwhile). */
  const closer = (overlay: Overlay) => () => {
    setOpen((current) => (current === overlay ? null : current));
    if (overlay !== 'cart') returnToCart();
  };

  useBusEvent('shell:cart-requested', () => show('cart'));
  useBusEvent('cart:address-required', () => {
    backToCart.current = open === 'cart';
    show('address');
  });
  const showLocation = () => {
    backToCart.current = open === 'cart';
    show('location');
  };
  useBusEvent('shell:location-requested', showLocation);
  useBusEvent('cart:location-requested', showLocation);
  useBusEvent('auth:login-required', ({ reason }) => {
    backToCart.current = reason === FROM_CART && open === 'cart';
  });
  useBusEvent('auth:signed-in', returnToCart);
  useBusEvent('auth:signed-out', () => {
    backToCart.current = false;
    setOpen(null);
  });

  return (
    <>
      {mounted.has('cart') && (
        <RemoteWidget id="mfe_cart_checkout/CartDrawer" props={{ open: open === 'cart', onClose: closer('cart') }} />
      )}
      {mounted.has('address') && (
        <RemoteWidget id="mfe_account/AddressForm" props={{ open: open === 'address', onClose: closer('address') }} />
      )}
      {mounted.has('location') && (
        <RemoteWidget
          id="mfe_account/LocationModal"
          props={{ open: open === 'location', onClose: closer('location') }}
        />
      )}
    </>
  );
}
