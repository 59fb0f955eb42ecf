import { Result } from 'antd';
import { Link, useLocation } from '@kirana/shared';
import '../../app/pageParts.css';

/** Any admin path that is no screen: say so inside the admin frame and offer the dashboard. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={<h1 className="kn-adm-result-title">Page not found</h1>}
      subTitle={`There is no admin screen at ${pathname}. It may have moved, or the link was mistyped.`}
      extra={
        <Link to="/" className="kn-adm-link-button">
          Go to the dashboard
        </Link>
      }
    />
  );
}
