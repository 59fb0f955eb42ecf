import {
  DELIVERY_FEE,
  DELIVERY_PROMISE_MINUTES,
  formatRupees,
  Link,
  MAX_QTY_PER_LINE,
  PAYMENT_METHOD_LABELS,
  SMALL_CART_FEE,
  SMALL_CART_THRESHOLD,
  storeContact,
  telHref,
  useDocumentTitle,
  api,
} from '@kirana/shared';
import { termsTitle } from '../../pageTitles';
import './terms.css';
import { useT } from '../../i18n';

const SECTIONS = [
  ['terms-delivery', 'Delivery'],
  ['terms-orders', 'Orders, prices and substitutions'],
  ['terms-returns', 'Returns and refunds'],
  ['terms-cancellations', 'Cancellations'],
  ['terms-payments', 'Payments and fees'],
  ['terms-privacy', 'Privacy and your phone number'],
  ['terms-contact', 'Contact us'],
] as const;

/** Where we deliver: the localities the store serves, as the location picker lists them. */
function DeliveryAreas() {
  const t = useT();
  const { data } = api.useGetLocalitiesQuery();
  if (!data || data.length === 0) {
    return <>{t('the housing societies listed in the location picker at the top of the page')}</>;
  }
  return (
    <>
      {t('housing societies in {areas} — the location picker at the top of the page lists every society we serve', {
        areas: data.map((area) => area.areaName).join(', '),
      })}
    </>
  );
}

/** `terms-and-policies`: how the store works, in plain words, linked from the footer. */
export function TermsPage() {
  const t = useT();
  useDocumentTitle(termsTitle(t));
  const { phone, email, hours } = storeContact();
  const fee = formatRupees(SMALL_CART_FEE, { compact: true });
  const threshold = formatRupees(SMALL_CART_THRESHOLD, { compact: true });
  return (
    <article className="kn-cat-terms" aria-labelledby="kn-cat-terms-title">
      <h1 id="kn-cat-terms-title">{t('Terms & Policies')}</h1>
      <p className="kn-cat-terms__lead">
        {t(
          'Kirana Now brings groceries and daily essentials to your door in {min}–{max} minutes. By ordering from us you agree to these terms. We have kept them short and in plain words; if anything is unclear,',
          DELIVERY_PROMISE_MINUTES,
        )}{' '}
        <a href="#terms-contact">{t('ask us')}</a>.
      </p>
      <nav className="kn-cat-terms__toc" aria-label={t('On this page')}>
        <ul>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(title)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="terms-delivery" aria-labelledby="terms-delivery-title">
        <h2 id="terms-delivery-title">{t('Delivery')}</h2>
        <p>
          {t('We deliver to')} <DeliveryAreas />.{' '}
          {t(
            'We aim to reach you within {min}–{max} minutes of your order being placed. Rain, traffic or a very busy hour can occasionally make us later; if so, we will tell you on your order status page.',
            DELIVERY_PROMISE_MINUTES,
          )}
        </p>
        <p>
          {t(
            'Our rider brings your order to your flat (society, wing and flat number from your saved address). Please make sure someone is there to receive it. If your society needs a gate pass, keep your phone handy — the rider may call you.',
          )}
        </p>
      </section>

      <section id="terms-orders" aria-labelledby="terms-orders-title">
        <h2 id="terms-orders-title">{t('Orders, prices and substitutions')}</h2>
        <ul>
          <li>
            {t(
              'Prices shown include all taxes. The price you pay is the price on the shop when you place the order, never more than the printed MRP.',
            )}
          </li>
          <li>
            {t(
              'You can order up to {most} of each item, and never more than we have in stock, so there is enough for every neighbour.',
              { most: MAX_QTY_PER_LINE },
            )}
          </li>
          <li>
            {t(
              'Fruit and vegetables are weighed by hand, so a pack may vary slightly from the quantity shown. We never charge more than the price shown.',
            )}
          </li>
          <li>
            {t(
              'If an item turns out to be unavailable while we pack your order, we will not swap in a different product without asking you. We leave it out and you do not pay for it.',
            )}
          </li>
        </ul>
      </section>

      <section id="terms-returns" aria-labelledby="terms-returns-title">
        <h2 id="terms-returns-title">{t('Returns and refunds')}</h2>
        <p>{t('Please check your order when it arrives. We will make it right if an item is:')}</p>
        <ul>
          <li>{t('damaged, leaking or crushed;')}</li>
          <li>{t('spoiled, or past or too close to its expiry date;')}</li>
          <li>{t('not what you ordered, or missing from the bag.')}</li>
        </ul>
        <p>
          {t(
            'Tell us within 24 hours of delivery (within 2 hours for milk, bread, meat and other fresh items), with a photo if you can. You can hand a damaged item back to the rider at the door. We refund it in full, or replace it with your next order if you prefer.',
          )}
        </p>
        <p>
          {t(
            'Refunds for PhonePe payments go back to the same account within 5–7 working days. For cash on delivery we refund to your bank or UPI account once you share the details. Opened packs of food and personal-care items can only be returned if they were faulty.',
          )}
        </p>
      </section>

      <section id="terms-cancellations" aria-labelledby="terms-cancellations-title">
        <h2 id="terms-cancellations-title">{t('Cancellations')}</h2>
        <p>
          {t(
            'You can cancel an order free of charge until it is packed. Once it is on its way we cannot cancel it, but you may refuse fresh items at the door and we will refund them. If we have to cancel an order ourselves (for example, if we cannot reach your society), we refund anything you have paid in full.',
          )}
        </p>
      </section>

      <section id="terms-payments" aria-labelledby="terms-payments-title">
        <h2 id="terms-payments-title">{t('Payments and fees')}</h2>
        <ul>
          <li>
            {t('You can pay by')} <strong>{t(PAYMENT_METHOD_LABELS.COD)}</strong>{' '}
            {t('(cash or UPI to the rider) or online with')} <strong>{PAYMENT_METHOD_LABELS.PHONEPE}</strong>.{' '}
            {t('We never ask for your card number, PIN or OTP on a call.')}
          </li>
          <li>
            {t('Delivery is {fee}.', { fee: DELIVERY_FEE === 0 ? t('free') : formatRupees(DELIVERY_FEE) })}{' '}
            {t(
              'A small-cart fee of {fee} is added when your items total less than {threshold}; it covers the rider’s trip for very small orders. Your bill always shows it before you pay.',
              { fee, threshold },
            )}
          </li>
          <li>
            {t(
              'If an online payment fails but money has left your account, it is returned automatically, usually within 5–7 working days.',
            )}
          </li>
        </ul>
      </section>

      <section id="terms-privacy" aria-labelledby="terms-privacy-title">
        <h2 id="terms-privacy-title">{t('Privacy and your phone number')}</h2>
        <p>
          {t(
            'You sign in with your mobile number and a one-time code sent by SMS; we do not use passwords. We use your number to sign you in, to let the rider reach you about a delivery, and to send messages about your orders. We do not send marketing messages without asking, and we never sell or share your number or address with advertisers.',
          )}
        </p>
        <p>
          {t(
            'We keep your saved addresses and order history so that reordering is quick and so we can help with refunds. Payments are handled by PhonePe; we never see or store your card or UPI details. To have your account and data deleted, contact us.',
          )}
        </p>
      </section>

      <section id="terms-contact" aria-labelledby="terms-contact-title">
        <h2 id="terms-contact-title">{t('Contact us')}</h2>
        <p>
          {t('Call')} <a href={telHref(phone)}>{phone}</a> {t('or write to')} <a href={`mailto:${email}`}>{email}</a> (
          {t(hours)}). {t('If you are signed in, the')} <Link to="/support">{t('Support')}</Link>{' '}
          {t('page has your recent orders at hand.')}
        </p>
      </section>
      <p className="kn-cat-terms__end">
        <Link to="/">{t('Back to the shop')}</Link>
      </p>
    </article>
  );
}
