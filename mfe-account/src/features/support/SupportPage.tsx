import {
  DELIVERY_PROMISE_MINUTES,
  formatRupees,
  Link,
  MAX_QTY_PER_LINE,
  SMALL_CART_FEE,
  SMALL_CART_THRESHOLD,
  storeContact,
  telHref,
  useSearchParams,
} from '@kirana/shared';
import { ChatIcon, MailIcon, PhoneIcon } from '../../components/page/icons';
import { PageHeader } from '../../components/page/PageHeader';
import './support.css';
import { useT } from '../../i18n';

/** An order number as the order page shows it (14 characters of the id, uppercased). */
const ORDER_NUMBER = /^[0-9A-F]{14}$/;

const FAQS = [
  {
    q: 'When will my order arrive?',
    a: 'We deliver in {min}–{max} minutes from when you place the order. Your order page counts down and changes to Delivered the moment we hand it over. If we run late, the store already knows and is on it.',
  },
  {
    q: 'Where do you deliver?',
    a: 'To the housing societies listed when you add an address. If yours is missing, call or WhatsApp us and we’ll try to add it.',
  },
  {
    q: 'How can I pay?',
    a: 'Cash on delivery (cash or UPI when your order arrives), or online with PhonePe (UPI, cards and wallets) when you place the order.',
  },
  {
    q: 'My PhonePe payment failed. Was I charged?',
    a: 'No order is charged unless PhonePe confirms the payment. If money left your account but the order shows Payment failed, PhonePe returns it to you automatically, usually within 3–5 working days. Send us the order number if it doesn’t.',
  },
  {
    q: 'Something is missing, damaged or not fresh.',
    a: 'Tell us within 24 hours of delivery with your order number (a photo helps). We’ll replace the item on your next order or refund it — PhonePe payments go back to the same account, cash orders as a refund to your UPI.',
  },
  {
    q: 'Can I change or cancel an order?',
    a: 'We start packing right away, so call us as soon as possible. If it hasn’t left the store, we can change or cancel it.',
  },
  {
    q: 'Is there a minimum order?',
    a: 'No. Orders under {threshold} have a {fee} small cart fee; delivery is always free. You can buy up to {most} of each item per order.',
  },
] as const;

/** The values the answers name: the delivery promise, the small-cart fee and the per-item limit. */
const FAQ_VALUES = {
  ...DELIVERY_PROMISE_MINUTES,
  threshold: formatRupees(SMALL_CART_THRESHOLD, { compact: true }),
  fee: formatRupees(SMALL_CART_FEE, { compact: true }),
  most: MAX_QTY_PER_LINE,
};

/**
 * `support`: how to reach the store (call, WhatsApp, email, hours) and answers to what people
 * ask most. Coming from an order (`?order=<order number>`), the messages name that order.
 */
export function SupportPage() {
  const t = useT();
  const [params] = useSearchParams();
  const requested = params.get('order')?.toUpperCase() ?? '';
  const order = ORDER_NUMBER.test(requested) ? requested : null;
  const contact = storeContact();
  const about = order
    ? t('Hi, I need help with my Kirana Now order #{number}.', { number: order })
    : t('Hi, I need help with my Kirana Now order.');
  const subject = order ? t('Help with order #{number}', { number: order }) : t('Help with my order');

  return (
    <section className="kn-acc-page">
      <PageHeader title="Support" back={{ to: '/account', label: 'Account' }}>
        <p className="kn-acc-page__lead">
          {t('We’re a neighbourhood store — real people answer. Open {hours}.', { hours: t(contact.hours) })}
        </p>
      </PageHeader>
      {order && (
        <p className="kn-acc-support__order">
          {t('About order')} <strong>#{order}</strong>. {t('Mention this number and we’ll find it straight away.')}
        </p>
      )}
      <ul className="kn-acc-support__ways">
        <li>
          <a className="kn-acc-support__way" href={telHref(contact.phone)}>
            <span className="kn-acc-support__icon">
              <PhoneIcon />
            </span>
            <span className="kn-acc-support__text">
              <span className="kn-acc-support__title">{t('Call the store')}</span>
              <span className="kn-acc-support__sub">{contact.phone}</span>
            </span>
          </a>
        </li>
        <li>
          <a
            className="kn-acc-support__way"
            href={`https://wa.me/${contact.whatsApp}?text=${encodeURIComponent(about)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="kn-acc-support__icon">
              <ChatIcon />
            </span>
            <span className="kn-acc-support__text">
              <span className="kn-acc-support__title">
                {t('WhatsApp us')}
                <span className="kn-acc-visually-hidden"> {t('(opens WhatsApp)')}</span>
              </span>
              <span className="kn-acc-support__sub">{t('Chat with the store')}</span>
            </span>
          </a>
        </li>
        <li>
          <a
            className="kn-acc-support__way"
            href={`mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${about}\n\n`)}`}
          >
            <span className="kn-acc-support__icon">
              <MailIcon />
            </span>
            <span className="kn-acc-support__text">
              <span className="kn-acc-support__title">{t('Email us')}</span>
              <span className="kn-acc-support__sub">{contact.email}</span>
            </span>
          </a>
        </li>
      </ul>

      <section className="kn-acc-card kn-acc-faq" aria-labelledby="kn-acc-faq-title">
        <h2 id="kn-acc-faq-title" className="kn-acc-card__title">
          {t('Questions people ask')}
        </h2>
        {FAQS.map((faq) => (
          <details key={faq.q} className="kn-acc-faq__item">
            <summary>{t(faq.q)}</summary>
            <p>{t(faq.a, FAQ_VALUES)}</p>
          </details>
        ))}
        <p className="kn-acc-faq__more">
          {t('The full delivery, returns and refund terms are in')}{' '}
          <Link to="/terms-and-policies">{t('Terms & Policies')}</Link>.
        </p>
      </section>
    </section>
  );
}
