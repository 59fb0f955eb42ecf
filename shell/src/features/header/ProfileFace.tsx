import { ChevronIcon, UserIcon } from './icons';

/** What the Profile button shows: the same in the menu and in the placeholder that holds its place. */
export function ProfileFace() {
  return (
    <>
      <UserIcon />
      <span className="kn-shell-account__label">Profile</span>
      <span className="kn-shell-profile__chevron" aria-hidden="true">
        <ChevronIcon />
      </span>
    </>
  );
}
