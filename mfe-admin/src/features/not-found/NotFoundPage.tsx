import { Result } from 'antd';
import { Link, useLocation } from '@kirana/shared';
import '../../lib/pageParts.css';
import { useT } from '../../i18n';

/** Any admin path that is no screen: say so inside the admin frame and offer the dashboard. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={<h1 className="kn-adm-result-title">{t('Page not found')}</h1>}
      subTitle={t('There is no admin screen at {path}. It may have moved, or the link was mistyped.', {
        path: pathname,
      })}
      extra={
        <Link to="/" className="kn-adm-link-button">
          {t('Go to the dashboard')}
        </Link>
      }
    />
  );
}
