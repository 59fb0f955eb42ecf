import { Link, selectIsAdmin, useAppSelector } from '@kirana/shared';
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

/** Spec §2 header: logo, Log In or Profile, cart with badge, search, location; the admin gets a slimmer bar. */
export function Header() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const t = useT();
  if (isAdmin) {
    return (
      <header className="kn-shell-header kn-shell-header--admin">
        <div className="kn-shell-header__row">
          <Logo />
          <span className="kn-shell-admin-tag">{t('Store admin')}</span>
          <span className="kn-shell-header__spacer" />
          <LanguageSwitch />
          <AccountButton />
        </div>
      </header>
    );
  }
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
