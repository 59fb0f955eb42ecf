import { lazy, Suspense } from 'react';
import { bus, selectUser, useAppSelector } from '@kirana/shared';
import { UserIcon } from './icons';
import { ProfileFace } from './ProfileFace';
import { useT } from '../../i18n';

// Only signed-in shoppers open the profile menu: a visitor's first page never downloads it.
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

/** 'Log In' for visitors; 'Profile' (a menu of the account pages and Log out) once signed in. */
export function AccountButton() {
  const user = useAppSelector(selectUser);
  const t = useT();
  if (user) {
    return (
      <Suspense fallback={<ProfileButtonPlaceholder />}>
        <ProfileMenu />
      </Suspense>
    );
  }
  return (
    <button type="button" className="kn-shell-account" onClick={() => bus.emit('auth:login-required', {})}>
      <UserIcon />
      <span className="kn-shell-account__label">{t('Log In')}</span>
    </button>
  );
}

/** The Profile button as it will look, held in place for the moment its menu's code loads. */
function ProfileButtonPlaceholder() {
  return (
    <div className="kn-shell-profile">
      <button type="button" className="kn-shell-account" aria-haspopup="menu" aria-expanded={false} disabled>
        <ProfileFace />
      </button>
    </div>
  );
}
