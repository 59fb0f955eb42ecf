import type { CartDrawerProps } from '@kirana/shared';

/** Placeholder until the cart and checkout issue: a drawer that opens and closes. */
export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="My Cart" style={{ position: 'fixed', top: 0, right: 0, bottom: 0, width: 'min(420px, 100%)', background: '#fff', boxShadow: '-4px 0 20px rgba(0,0,0,.15)', zIndex: 500, padding: '1rem' }}>
      <button type="button" onClick={onClose}>
        Close
      </button>
      <h2>My Cart</h2>
      <p>The cart drawer is being built.</p>
    </div>
  );
}
