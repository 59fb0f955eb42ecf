import { Link, storeContact, telHref } from '@kirana/shared';
import './footer.css';
import { useT } from '../../i18n';

export function Footer() {
  const { phone, hours } = storeContact();
  const t = useT();
  return (
    <footer className="kn-shell-footer">
      <div className="kn-shell-footer__inner">
        <p className="kn-shell-footer__brand">
          <strong>Kirana Now</strong> — {t('groceries at your door in 30–35 minutes.')}
        </p>
        <p className="kn-shell-footer__contact">
          {t('Questions? Call')} <a href={telHref(phone)}>{phone}</a> ({t(hours)}).
        </p>
        <nav aria-label={t('Footer')}>
          <Link to="/terms-and-policies">{t('Terms & Policies')}</Link>
        </nav>
        <p className="kn-shell-footer__small">
          © {new Date().getFullYear()} Kirana Now. {t('Prices include all taxes.')}
        </p>
      </div>
    </footer>
  );
}
