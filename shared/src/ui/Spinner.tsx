import { SPINNER } from './timing';
import { useSharedT } from '../i18n/sharedCatalog';

/** The gradient ring spinner: 4rem, #FFE7A8 → #EF4372. */
export function Spinner({ label, size = SPINNER.size }: { label?: string; size?: string }) {
  const t = useSharedT();
  return (
    <span
      role="status"
      aria-label={label ?? t('Loading')}
      className="kn-ui-spinner"
      style={{ width: size, height: size, fontSize: `calc(${size} / 4)` }}
    />
  );
}

export function CenteredSpinner({ label }: { label?: string }) {
  return (
    <div className="kn-ui-center">
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}

/** Full-screen loading overlay (the admin guard's pending state). */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <div className="kn-ui-overlay" aria-busy="true">
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}

/** The "danger" alert used for load errors. */
export function DangerAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="kn-ui-alert">
      {children}
    </div>
  );
}
