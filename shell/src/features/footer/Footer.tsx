import { Link, storeContact, telHref } from '@kirana/shared';
import './footer.css';

export function Footer() {
  const { phone, hours } = storeContact();
  return (
    <footer className="kn-shell-footer">
      <div className="kn-shell-footer__inner">
        <p className="kn-shell-footer__brand">
          <strong>Kirana Now</strong> — groceries at your door in 30–35 minutes.
        </p>
        <p className="kn-shell-footer__contact">
          Questions? Call <a href={telHref(phone)}>{phone}</a> ({hours}).
        </p>
        <nav aria-label="Footer">
          <Link to="/terms-and-policies">Terms &amp; Policies</Link>
        </nav>
        <p className="kn-shell-footer__small">© {new Date().getFullYear()} Kirana Now. Prices include all taxes.</p>
      </div>
    </footer>
  );
}
