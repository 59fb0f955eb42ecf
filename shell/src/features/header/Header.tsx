import { isRiderScreen, Link, selectIsAdmin, selectIsRider, useAppSelector, useLocation } from '@kirana/shared';
import { AccountButton } from './AccountButton';
import { CartButton } from './CartButton';
import { LocationButton } from './LocationButton';
import { MobileCartBar } from './MobileCartBar';
import { SearchBox } from './SearchBox';
import './header.css';
import { useT } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';

export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="kn-shell-logo" aria-label={t('Kirana Now, home')}>
      <span className="kn-shell-logo__mark" aria-hidden="true" />
      <span className="kn-shell-logo__word">
        kirana <strong>now</strong>
      </span>
    </Link>
  );
}

/**
 * The header: logo, Log In or Profile, cart with badge, search, location. The admin gets a
 * slimmer bar, and so does a rider on their own screens (My run, Unassigned): who they are, the
 * language and Profile (their menu, Log out), no shopping.
 */
export function Header() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const isRider = useAppSelector(selectIsRider);
  const { pathname } = useLocation();
  const t = useT();
  if (isAdmin) return <WorkHeader role={t('Store admin')} variant="admin" />;
  if (isRider && isRiderScreen(pathname)) return <WorkHeader role={t('Delivery team')} variant="rider" />;
  return (
    <>
      <header className="kn-shell-header">
        <div className="kn-shell-header__row">
          <Logo />
          <LocationButton />
          <div className="kn-shell-header__search kn-shell-header__search--wide">
            <SearchBox />
          </div>
          <span className="kn-shell-header__spacer" />
          <LanguageSwitch />
          <AccountButton />
          <CartButton />
        </div>
        <div className="kn-shell-header__search kn-shell-header__search--narrow">
          <SearchBox />
        </div>
      </header>
      <MobileCartBar />
    </>
  );
}

/** The bar of someone at work (the store's admin, a rider on their run): no search, cart or location. */
function WorkHeader({ role, variant }: { role: string; variant: 'admin' | 'rider' }) {
  return (
    <header className={`kn-shell-header kn-shell-header--${variant}`}>
      <div className="kn-shell-header__row">
        <Logo />
        <span className="kn-shell-role-tag">{role}</span>
        <span className="kn-shell-header__spacer" />
        <LanguageSwitch />
        <AccountButton />
      </div>
    </header>
  );
}
