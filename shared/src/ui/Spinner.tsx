import { SPINNER } from '../domain/limits';

/** Design tokens and the few base styles every front end uses; remotes read the variables. */
const SHARED_CSS = `
:root {
  --kn-brand: #EF4372; --kn-brand-dark: #c92a5a; --kn-brand-soft: #FFE7A8;
  --kn-green: #0c831f; --kn-green-dark: #096a18; --kn-green-soft: #f0faf1;
  --kn-text: #1f1f1f; --kn-muted: #666; --kn-border: #e8e8e8; --kn-surface: #fff; --kn-page: #fafafa;
  --kn-danger: #b42318; --kn-radius: 12px; --kn-shadow: 0 2px 12px rgba(0,0,0,.08);
  --kn-focus: 0 0 0 3px rgba(239, 67, 114, .35);
}
.kn-shell-button, .kn-ui-button {
  display: inline-flex; align-items: center; justify-content: center; gap: .4rem;
  min-height: 44px; padding: 0 1.1rem; border-radius: 10px; border: 0; cursor: pointer;
  background: var(--kn-brand); color: #fff; font: inherit; font-weight: 700;
}
.kn-shell-button:hover, .kn-ui-button:hover { background: var(--kn-brand-dark); }
.kn-shell-button:disabled, .kn-ui-button:disabled { background: #d9d9d9; color: #777; cursor: not-allowed; }
.kn-ui-button--ghost { background: transparent; color: var(--kn-brand); border: 1px solid var(--kn-brand); }
.kn-ui-button--ghost:hover { background: #fff0f4; }
:where(button, a, input, select, textarea, [tabindex]):focus-visible { outline: none; box-shadow: var(--kn-focus); }
@keyframes kn-ui-spin { to { transform: rotate(360deg); } }
.kn-ui-spinner {
  display: inline-block; border-radius: 50%;
  background: conic-gradient(from 0deg, ${SPINNER.from}, ${SPINNER.to});
  -webkit-mask: radial-gradient(farthest-side, transparent calc(100% - 0.45em), #000 calc(100% - 0.4em));
  mask: radial-gradient(farthest-side, transparent calc(100% - 0.45em), #000 calc(100% - 0.4em));
  animation: kn-ui-spin 0.9s linear infinite;
}
@media (prefers-reduced-motion: reduce) { .kn-ui-spinner { animation-duration: 2.4s; } }
.kn-ui-overlay {
  position: fixed; inset: 0; z-index: 1000; display: grid; place-items: center;
  background: rgba(255, 255, 255, 0.92);
}
.kn-ui-center { display: grid; place-items: center; padding: 3rem 1rem; }
.kn-ui-alert {
  border: 1px solid #f1aeb5; background: #f8d7da; color: #58151c; border-radius: 0.5rem;
  padding: 0.85rem 1rem; margin: 1rem 0;
}
`;

/** Shared styles, hoisted and de-duplicated by React 19 however many times they render. */
export function UiStyles() {
  return (
    <style href="kn-ui" precedence="kn-ui">
      {SHARED_CSS}
    </style>
  );
}

/** The gradient ring spinner of spec §9: 4rem, #FFE7A8 → #EF4372. */
export function Spinner({ label = 'Loading', size = SPINNER.size }: { label?: string; size?: string }) {
  return (
    <>
      <UiStyles />
      <span role="status" aria-label={label} className="kn-ui-spinner" style={{ width: size, height: size, fontSize: `calc(${size} / 4)` }} />
    </>
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
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="kn-ui-overlay" aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}

/** The "danger" alert used for load errors (spec §8). */
export function DangerAlert({ children }: { children: React.ReactNode }) {
  return (
    <>
      <UiStyles />
      <div role="alert" className="kn-ui-alert">
        {children}
      </div>
    </>
  );
}
