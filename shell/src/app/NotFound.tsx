import { Link } from '@kirana/shared';
import { useT } from '../i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="kn-shell-notfound">
      <h1>{t('This aisle is empty')}</h1>
      <p>{t('We couldn’t find that page. It may have moved, or the link may be mistyped.')}</p>
      <Link className="kn-shell-button" to="/">
        {t('Back to the shop')}
      </Link>
    </section>
  );
}
