import { useLocation, useNavigationType } from '@kirana/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long a page reached by Back may take to grow tall enough to return to where it was. */
const RESTORE_FOR_MS = 1_000;

/**
 * Where each page of this document was scrolled to, by its history entry. Kept in memory only: a
 * reload or a new document starts empty, and the browser places that one.
 */
const positions = new Map<string, number>();

/** Scrolls to `y`, waiting (a second at most) for the page to grow tall enough to get there. */
function returnTo(y: number) {
  const until = performance.now() + RESTORE_FOR_MS;
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) requestAnimationFrame(step);
  };
  step();
}

/**
 * Where a page starts: a new page (a link, a redirect) at the top (no page links to an anchor in
 * another); a page reached by Back or Forward where the customer left it; a page that replaces its
 * own entry (a filter typed) where it is. React Router's own `<ScrollRestoration>` works only with its
 * data routers; this is the same rule for the declarative router, keyed the same way, by the history
 * entry (`location.key`). A reload is left to the browser, which restores it natively.
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const action = useNavigationType();

  // Moves within the page are ours to place; a reload or a new document, the browser's.
  useEffect(() => {
    const browsers = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', browsers);
    return () => {
      window.removeEventListener('pagehide', browsers);
      browsers();
    };
  }, []);

  // Remember the drawn page's position as it scrolls (once a frame). The entry is switched as the
  // next page is placed, before its own scrolling, so that never lands on the page left behind.
  const drawn = useRef(key);
  const drawnPath = useRef(pathname);
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(drawn.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page is placed once, when its history entry is drawn
  useLayoutEffect(() => {
    drawn.current = key;
    const samePage = pathname === drawnPath.current;
    drawnPath.current = pathname;
    const saved = positions.get(key);
    // A page refining itself in place (a filter typed, its entry replaced) stays where it is.
    if (action === 'REPLACE' && samePage) return;
    if (action === 'POP') {
      if (saved !== undefined) returnTo(saved);
      return;
    }
    window.scrollTo(0, 0);
  }, [key]);

  return null;
}
