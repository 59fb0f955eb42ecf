import { useRef } from 'react';
import { CloseButton, type CartDrawerProps } from '@kirana/shared';
import { useDialogFocus } from '@kirana/shared/extended';
import { CartContents } from '../../components/cart-contents/CartContents';
import './cart.css';
import { useT } from '../../i18n';

/**
 * The cart drawer the shell places: slides in from the right, full screen on phones,
 * keeps focus inside while open and closes on Escape, the close button or a tap outside. It stays
 * mounted while closed so it can slide out; closed, it is inert.
 */
export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const t = useT();
  useDialogFocus(open, panel, onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog for a pointer; the keyboard closes it with Escape (useDialogFocus) or the close button, and the backdrop is not a control to reach
    <div
      className={`kn-cart-drawer${open ? ' is-open' : ''}`}
      inert={!open}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="kn-cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="kn-cart-drawer-title"
        tabIndex={-1}
      >
        <header className="kn-cart-drawer__header">
          <h2 id="kn-cart-drawer-title">{t('My Cart')}</h2>
          <CloseButton className="kn-cart-drawer__close" onClick={onClose} label={t('Close cart')} />
        </header>
        <CartContents onClose={onClose} />
      </div>
    </div>
  );
}
