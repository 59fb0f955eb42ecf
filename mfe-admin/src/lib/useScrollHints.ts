import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollHints {
  /** Sections hidden past the left or right edge of the strip. */
  left: boolean;
  right: boolean;
  /** Brings the next hidden sections on that side into view. */
  scroll: (direction: -1 | 1) => void;
}

/**
 * The phone's section strip scrolls sideways; these say whether sections are hidden past either
 * edge, so the strip can show it (a fade and an arrow), and scroll that way on a tap.
 */
export function useScrollHints(
  container: RefObject<HTMLElement | null>,
  selector: string,
  active: boolean,
): ScrollHints {
  const [hints, setHints] = useState({ left: false, right: false });
  const strip = useCallback(
    () => container.current?.querySelector<HTMLElement>(selector) ?? null,
    [container, selector],
  );

  useEffect(() => {
    const element = strip();
    if (!active || !element) {
      setHints({ left: false, right: false });
      return undefined;
    }
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      setHints({ left: element.scrollLeft > 1, right: hidden - element.scrollLeft > 1 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active, strip]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const element = strip();
      element?.scrollBy?.({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
    },
    [strip],
  );
  return { ...hints, scroll };
}
