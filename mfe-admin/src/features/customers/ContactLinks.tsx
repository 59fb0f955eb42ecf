import { formatPhone } from '@kirana/shared';
import { whatsAppLink } from '../../components/customer/customerFacts';
import { useT } from '../../i18n';

/** Call or WhatsApp a customer from the admin's phone (or the desk's WhatsApp). */
export function ContactLinks({ phone, name }: { phone: string; name: string }) {
  const t = useT();
  return (
    <span className="kn-adm-contact">
      <a href={`tel:+91${phone}`} aria-label={t('Call {phone}, {name}', { phone: formatPhone(phone), name })}>
        {formatPhone(phone)}
      </a>
      <a href={whatsAppLink(phone)} target="_blank" rel="noreferrer" className="kn-adm-contact__wa">
        WhatsApp
      </a>
    </span>
  );
}
