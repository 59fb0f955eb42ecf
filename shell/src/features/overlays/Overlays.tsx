import { useState } from 'react';
import { useBusEvent } from '@kirana/shared';
import { RemoteWidget } from '../../remotes/RemoteWidget';

type Overlay = 'cart' | 'address' | 'location';

/**
 * The shell places the remotes' widgets and opens them when asked on the bus; a widget's
 * remote is fetched the first time it is opened, then kept mounted so it can animate closed.
 */
export function Overlays() {
  const [open, setOpen] = useState<Overlay | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<Overlay>>(new Set());

  const show = (overlay: Overlay) => {
    setMounted((current) => (current.has(overlay) ? current : new Set(current).add(overlay)));
    setOpen(overlay);
  };
  const close = () => setOpen(null);

  useBusEvent('shell:cart-requested', () => show('cart'));
  useBusEvent('catalog:cart-requested', () => show('cart'));
  useBusEvent('cart:address-required', () => show('address'));
  useBusEvent('shell:location-requested', () => show('location'));
  useBusEvent('auth:signed-out', close);

  return (
    <>
      {mounted.has('cart') && <RemoteWidget id="mfe_cart_checkout/CartDrawer" props={{ open: open === 'cart', onClose: close }} />}
      {mounted.has('address') && <RemoteWidget id="mfe_account/AddressForm" props={{ open: open === 'address', onClose: close }} />}
      {mounted.has('location') && <RemoteWidget id="mfe_account/LocationModal" props={{ open: open === 'location', onClose: close }} />}
    </>
  );
}
