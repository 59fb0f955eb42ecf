import { Link, useDocumentTitle } from '@kirana/shared';
import { notFoundTitle } from '../../pageTitles';
import './pageStates.css';
import { useT } from '../../i18n';

/** A friendly dead end: what is missing, why that may be, and the way back to the shop. */
export function NotFoundPanel({
  title,
  hint,
  documentTitle,
}: {
  title: string;
  hint: string;
  documentTitle: 'Page not found' | 'Product not found';
}) {
  const t = useT();
  useDocumentTitle(notFoundTitle(t, documentTitle));
  return (
    <section className="kn-cat-empty kn-cat-notfound">
      <h1 className="kn-cat-empty__title">{t(title)}</h1>
      <p className="kn-cat-empty__hint">{t(hint)}</p>
      <div className="kn-cat-empty__actions">
        <Link className="kn-ui-button" to="/">
          {t('Back to the shop')}
        </Link>
      </div>
    </section>
  );
}

/** A catalogue address that leads nowhere ('/product' without an id, a mistyped path). */
export function PageNotFound() {
  return (
    <NotFoundPanel
      documentTitle="Page not found"
      title="We couldn’t find that page"
      hint="The link may be mistyped, or the page may have moved."
    />
  );
}
