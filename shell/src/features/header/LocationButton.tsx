import { bus, DELIVERY_PROMISE_MINUTES, selectFirstAddress, useAppSelector } from '@kirana/shared';
import { ChevronIcon, PinIcon } from './icons';
import { useT } from '../../i18n';

/** Shows the first saved address, or 'Select Location'; opens the 'Your Location' modal. */
export function LocationButton() {
  const address = useAppSelector(selectFirstAddress);
  const t = useT();
  const label = address ? `${address.wing}-${address.flatNumber}, ${address.societyName}` : t('Select Location');
  return (
    <button type="button" className="kn-shell-location" onClick={() => bus.emit('shell:location-requested', {})}>
      <PinIcon />
      <span className="kn-shell-location__text">
        {/* Whole on a wide screen; on a phone, where the row also holds the language, account and cart, the time alone (never cut). */}
        <span className="kn-shell-location__promise">
          <span className="kn-shell-location__long">
            {t('Delivery in {min}–{max} minutes', DELIVERY_PROMISE_MINUTES)}
          </span>
          <span className="kn-shell-location__short">{t('{min}–{max} min', DELIVERY_PROMISE_MINUTES)}</span>
        </span>
        <span className="kn-shell-location__address">{label}</span>
      </span>
      {/* Named by what it shows (WCAG 2.5.3, label in name), then what it does. */}
      <span className="kn-ui-visually-hidden">. {t('Change delivery location')}</span>
      <ChevronIcon />
    </button>
  );
}
