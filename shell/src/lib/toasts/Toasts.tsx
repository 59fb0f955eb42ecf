import { lazy, Suspense, useEffect, useState } from 'react';

const ToastHost = lazy(() => import('./ToastHost'));

/** Every toast follows one of these: the first of them brings the toast area in. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let wanted = false;
let bringIn: (() => void) | null = null;

/** The shell is about to show a toast: bring the toast area in now. */
export function needToasts(): void {
  wanted = true;
  bringIn?.();
}

/**
 * Calls `then` once the frame that answers the current event has been drawn: work started from a
 * tap's listener then never delays what the tap shows (its Interaction to Next Paint).
 */
function afterThisFrame(then: () => void): void {
  if (typeof window.requestAnimationFrame === 'function')
    window.requestAnimationFrame(() => window.setTimeout(then, 0));
  else window.setTimeout(then, 0);
}

/**
 * Where toasts show. react-toastify's code is not part of the first paint: it comes after the
 * visitor's first touch, key or focus (remotes raise toasts only after one), once the frame that
 * answers it is drawn, or at once when the shell shows a toast itself. Arriving inside the first
 * tap, its code made that tap the page's slowest. A toast raised before the area is in waits in
 * react-toastify's queue and shows as soon as it mounts.
 */
export function Toasts() {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    const show = () => mounted && setShown(true);
    const showSoon = () => afterThisFrame(show);
    bringIn = show;
    if (wanted) show();
    for (const type of FIRST_USE) window.addEventListener(type, showSoon, { capture: true, passive: true });
    return () => {
      mounted = false;
      bringIn = null;
      for (const type of FIRST_USE) window.removeEventListener(type, showSoon, { capture: true });
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
