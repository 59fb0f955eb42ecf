import { bus, selectUser, useAppSelector } from '@kirana/shared';
import { UserIcon } from './icons';
import { ProfileMenu } from './ProfileMenu';

/** 'Log In' for visitors; 'Profile' (a menu of the account pages and Log out) once signed in. */
export function AccountButton() {
  const user = useAppSelector(selectUser);
  if (user) return <ProfileMenu />;
  return (
    <button type="button" className="kn-shell-account" onClick={() => bus.emit('auth:login-required', {})}>
      <UserIcon />
      <span className="kn-shell-account__label">Log In</span>
    </button>
  );
}
