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
 * Where toasts show. react-toastify's code is not part of the first paint: it comes with the
 * visitor's first touch, key or focus (remotes raise toasts only after one) or when the shell
 * shows a toast itself. A toast raised before the area is in waits in react-toastify's queue and
 * shows as soon as it mounts.
 */
export function Toasts() {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    bringIn = show;
    if (wanted) show();
    for (const type of FIRST_USE) window.addEventListener(type, show, { capture: true, passive: true });
    return () => {
      bringIn = null;
      for (const type of FIRST_USE) window.removeEventListener(type, show, { capture: true });
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
