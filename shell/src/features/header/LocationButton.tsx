import { bus, DELIVERY_PROMISE_MINUTES, selectFirstAddress, useAppSelector } from '@kirana/shared';
import { ChevronIcon, PinIcon } from './icons';

/** Shows the first saved address, or 'Select Location'; opens the 'Your Location' modal. */
export function LocationButton() {
  const address = useAppSelector(selectFirstAddress);
  const label = address ? `${address.wing}-${address.flatNumber}, ${address.societyName}` : 'Select Location';
  return (
    <button type="button" className="kn-shell-location" onClick={() => bus.emit('shell:location-requested', {})}>
      <PinIcon />
      <span className="kn-shell-location__text">
        <span className="kn-shell-location__promise">
          Delivery in {DELIVERY_PROMISE_MINUTES.min}–{DELIVERY_PROMISE_MINUTES.max}
          <span className="kn-shell-location__long"> minutes</span>
          <span className="kn-shell-location__short"> min</span>
        </span>
        <span className="kn-shell-location__address">{label}</span>
      </span>
      {/* Named by what it shows (WCAG 2.5.3, label in name), then what it does. */}
      <span className="kn-ui-visually-hidden">. Change delivery location</span>
      <ChevronIcon />
    </button>
  );
}
