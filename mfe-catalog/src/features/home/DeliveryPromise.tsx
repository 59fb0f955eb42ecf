import { DELIVERY_PROMISE_MINUTES, LineIcon } from '@kirana/shared';
import { useT } from '../../i18n';

/** The store's promise, at the top of the shop: groceries at the door in 30–35 minutes. */
export function DeliveryPromise() {
  const t = useT();
  return (
    <aside className="kn-cat-promise" aria-label={t('Delivery promise')}>
      <LineIcon className="kn-cat-promise__icon" size={40} strokeWidth={1.8}>
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
      </LineIcon>
      <p className="kn-cat-promise__text">
        <strong>{t('Delivery in {min}–{max} minutes', DELIVERY_PROMISE_MINUTES)}</strong>
        <span>{t('Fresh fruit, dairy and daily essentials, brought to your society’s door.')}</span>
      </p>
    </aside>
  );
}
