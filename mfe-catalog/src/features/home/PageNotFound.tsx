import { Link } from 'react-router-dom';
import './home.css';

/** A catalogue address that leads nowhere ('/product' without an id, a mistyped path). */
export function PageNotFound() {
  return (
    <section className="kn-cat-empty">
      <title>Page not found — Kirana Now</title>
      <h1 className="kn-cat-empty__title">We couldn’t find that page</h1>
      <p className="kn-cat-empty__hint">The link may be mistyped, or the page may have moved.</p>
      <div className="kn-cat-empty__actions">
        <Link className="kn-ui-button" to="/">
          Back to the shop
        </Link>
      </div>
    </section>
  );
}
