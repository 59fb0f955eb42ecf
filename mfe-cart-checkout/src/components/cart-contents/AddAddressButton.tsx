import { bus } from '@kirana/shared';
import { useT } from '../../i18n';

/**
 * What the cart's and the payment page's main button is while no address is saved: it asks the
 * shell for the address form (`cart:address-required`) instead of paying.
 */
export function AddAddressButton({ className, focusSlot }: { className: string; focusSlot?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={className}
      data-focus-slot={focusSlot}
      onClick={() => bus.emit('cart:address-required', {})}
    >
      {t('Add Address to Proceed')}
    </button>
  );
}
