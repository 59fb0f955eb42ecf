import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every dialog and drawer does while open: focus moves inside (to `[data-autofocus]` or the
 * first control), Tab stays inside, Escape closes, the page behind does not scroll, and focus goes
 * back to whatever had it before. Keys are heard on the panel, so a dialog opened inside another
 * handles its own Escape first.
 *
 * A disabled `[data-autofocus]` (a list still loading) cannot take the focus: the first control
 * does, or the panel. A panel that closes with the focus inside it (the cart drawer making way for
 * the address form) gives it back where it was when it opens again; when that control is gone, to
 * the one that took its place, marked with the same `data-focus-slot` (Add Address to Proceed,
 * then Click to Pay).
 */
/** Where the focus was in a panel that closed with it inside (see useDialogFocus). */
const resumeAt = new WeakMap<HTMLElement, { element: HTMLElement; slot: string | undefined }>();

export function useDialogFocus(open: boolean, panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const controls = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
    const left = resumeAt.get(element);
    resumeAt.delete(element);
    const resumed =
      left &&
      (left.element.isConnected
        ? left.element
        : left.slot
          ? element.querySelector<HTMLElement>(`[data-focus-slot="${left.slot}"]`)
          : null);
    const preferred = element.querySelector<HTMLElement>('[data-autofocus]');
    const first =
      resumed && element.contains(resumed)
        ? resumed
        : preferred && !preferred.matches(':disabled')
          ? preferred
          : (controls()[0] ?? element);
    first.focus();
    if (!element.contains(document.activeElement)) element.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = controls();
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      const inside =
        document.activeElement instanceof HTMLElement && element.contains(document.activeElement)
          ? document.activeElement
          : null;
      if (inside && inside !== element) resumeAt.set(element, { element: inside, slot: inside.dataset.focusSlot });
      element.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panel]);
}
