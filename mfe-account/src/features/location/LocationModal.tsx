import type { LocationModalProps } from '@kirana/shared';

/** Placeholder until the checkout issue builds it. */
export default function LocationModal({ open, onClose }: LocationModalProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="LocationModal" style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,.4)', zIndex: 500 }}>
      <div style={{ background: '#fff', padding: '1.5rem', borderRadius: 12 }}>
        <p>This form is being built.</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
