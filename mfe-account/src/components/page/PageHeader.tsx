import type { ReactNode } from 'react';
import { Link } from '@kirana/shared';
import './page.css';
import { useT } from '../../i18n';

/** A page's title, with a way back to where it belongs (not browser history: the customer may have arrived by link). */
export function PageHeader({
  title,
  back,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="kn-acc-page__header">
      {back && (
        <Link to={back.to} className="kn-acc-page__back">
          <span aria-hidden="true">←</span> {t(back.label)}
        </Link>
      )}
      <h1 className="kn-acc-page__title">{t(title)}</h1>
      {children}
    </header>
  );
}
