import { Link } from 'react-router-dom';
import { bus, selectUser, useAppSelector } from '@kirana/shared';
import { UserIcon } from './icons';

/** 'Log In' for visitors; 'Profile' (the account hub) once signed in. */
export function AccountButton() {
  const user = useAppSelector(selectUser);
  if (user) {
    return (
      <Link className="kn-shell-account" to="/account">
        <UserIcon />
        <span>Profile</span>
      </Link>
    );
  }
  return (
    <button type="button" className="kn-shell-account" onClick={() => bus.emit('auth:login-required', {})}>
      <UserIcon />
      <span>Log In</span>
    </button>
  );
}
