import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, selectIsAdmin, selectIsRider, useAppSelector } from '@kirana/shared';
import { useLogOut } from '../../lib/session/useLogOut';
import { ProfileFace } from './ProfileFace';
import { useT } from '../../i18n';

const CUSTOMER_LINKS = [
  { to: '/account/orders', label: 'My orders' },
  { to: '/address', label: 'Addresses' },
  { to: '/account', label: 'Account' },
] as const;
/** A rider is a customer too, with their run first. */
const RIDER_LINKS = [{ to: '/rider', label: 'My run' }, ...CUSTOMER_LINKS] as const;
/** The admin's route set has no customer orders or address book. */
const ADMIN_LINKS = [{ to: '/account', label: 'Account' }] as const;

/** 'Profile' opens a small menu: the customer's pages and Log out. Arrow keys move, Escape closes. */
export function ProfileMenu() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const isRider = useAppSelector(selectIsRider);
  const logOut = useLogOut();
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const links = isAdmin ? ADMIN_LINKS : isRider ? RIDER_LINKS : CUSTOMER_LINKS;

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // biome-ignore lint/correctness/useExhaustiveDependencies: items reads the menu from the DOM through a ref when called; it holds no state that could go stale
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="kn-shell-profile" ref={root}>
      <button
        ref={button}
        type="button"
        className="kn-shell-account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <ProfileFace />
      </button>
      {open && (
        <div id={menuId} className="kn-shell-profile__menu" role="menu" aria-label={t('Profile')} onKeyDown={onMenuKey}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              className="kn-shell-profile__item"
              onClick={() => close(false)}
            >
              {t(link.label)}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="kn-shell-profile__item kn-shell-profile__item--logout"
            onClick={() => {
              close(false);
              void logOut();
            }}
          >
            {t('Log out')}
          </button>
        </div>
      )}
    </div>
  );
}
