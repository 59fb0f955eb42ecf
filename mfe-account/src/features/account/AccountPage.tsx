import { bus, formatPhone, Link, selectIsRider, selectUser, useAppSelector } from '@kirana/shared';
import { BagIcon, DocumentIcon, HelpIcon, PersonIcon, PinIcon } from '../../components/page/icons';
import { KhataBalance } from './KhataBalance';
import '../../components/page/page.css';
import './account.css';
import { useT } from '../../i18n';

const SECTIONS = [
  { to: '/account/orders', title: 'My orders', text: 'Track an order, see what you bought', icon: <BagIcon /> },
  { to: '/address', title: 'Addresses', text: 'Where we deliver your orders', icon: <PinIcon /> },
  { to: '/profile', title: 'Profile', text: 'Your name and phone number', icon: <PersonIcon /> },
  { to: '/support', title: 'Support', text: 'Call, WhatsApp or email the store', icon: <HelpIcon /> },
  {
    to: '/terms-and-policies',
    title: 'Terms & Policies',
    text: 'Delivery, returns, refunds and privacy',
    icon: <DocumentIcon />,
  },
] as const;

/** First on a rider's hub: their deliveries. */
const RIDER_SECTION = { to: '/rider', title: 'My run', text: 'Orders to deliver, in walking order', icon: <BagIcon /> };

/** `account`: the customer's hub. Logging out is the shell's job; this page asks for it over the bus. */
export function AccountPage() {
  const user = useAppSelector(selectUser);
  const isRider = useAppSelector(selectIsRider);
  const sections = isRider ? [RIDER_SECTION, ...SECTIONS] : SECTIONS;
  const name = user?.name.trim();
  const t = useT();
  return (
    <section className="kn-acc-page">
      <header className="kn-acc-hub__head">
        <span className="kn-acc-hub__avatar" aria-hidden="true">
          {(name || '?').charAt(0).toUpperCase()}
        </span>
        <div className="kn-acc-hub__who">
          <h1 className="kn-acc-page__title">{name ? t('Hi, {name}', { name }) : t('My account')}</h1>
          {user && <p className="kn-acc-page__lead">{formatPhone(user.phoneNumber)}</p>}
        </div>
      </header>
      <KhataBalance />
      <nav aria-label={t('Account')}>
        <ul className="kn-acc-hub__list">
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="kn-acc-hub__link">
                <span className="kn-acc-hub__icon">{section.icon}</span>
                <span className="kn-acc-hub__text">
                  <span className="kn-acc-hub__title">{t(section.title)}</span>
                  <span className="kn-acc-hub__sub">{t(section.text)}</span>
                </span>
                <span className="kn-acc-hub__chevron" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="kn-ui-button kn-ui-button--ghost kn-acc-hub__logout"
        onClick={() => bus.emit('auth:logout-requested', {})}
      >
        {t('Log out')}
      </button>
    </section>
  );
}
