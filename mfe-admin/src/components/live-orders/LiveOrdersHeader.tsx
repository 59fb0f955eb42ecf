import { SoundToggle } from './SoundToggle';
import { useT } from '../../i18n';

/**
 * A live screen's title with the chime switch beside it (the new-order notice sits above every admin page:
 * LiveFrame).
 */
export function LiveOrdersHeader({ id, title }: { id: string; title: string }) {
  const t = useT();
  return (
    <header className="kn-adm-queue-head">
      <h1 id={id} className="kn-adm-page-title">
        {t(title)}
      </h1>
      <SoundToggle />
    </header>
  );
}
