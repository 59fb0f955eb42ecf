import { ChevronIcon, UserIcon } from './icons';
import { useT } from '../../i18n';

/** What the Profile button shows: the same in the menu and in the placeholder that holds its place. */
export function ProfileFace() {
  const t = useT();
  return (
    <>
      <UserIcon />
      <span className="kn-shell-account__label">{t('Profile')}</span>
      <span className="kn-shell-profile__chevron" aria-hidden="true">
        <ChevronIcon />
      </span>
    </>
  );
}
