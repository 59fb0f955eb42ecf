import { useEffect, useRef } from 'react';
import { MAX_QTY_PER_LINE } from '../domain/limits';
import { useCartLine, type CartProduct } from '../store/useCartLine';
import { useSharedT } from '../i18n/sharedCatalog';
import { useLocale } from '../i18n/catalogs';
import { productName } from '../domain/productName';

const STEPPER_CSS = `
.kn-ui-stepper { display: inline-flex; align-items: center; height: 44px; min-width: 84px; border-radius: 8px; overflow: hidden; font-weight: 700; }
.kn-ui-stepper--add { border: 1px solid var(--kn-green); background: var(--kn-green-soft); color: var(--kn-green); justify-content: center; padding: 0 1.1rem; cursor: pointer; font: inherit; font-weight: 800; }
.kn-ui-stepper--add:hover { background: var(--kn-green); color: #fff; }
.kn-ui-stepper--add:disabled { border-color: #ccc; background: #f2f2f2; color: #888; cursor: not-allowed; }
.kn-ui-stepper--qty { background: var(--kn-green); color: #fff; }
.kn-ui-stepper button { width: 44px; height: 100%; border: 0; background: transparent; color: inherit; font-size: 1.2rem; font-weight: 800; cursor: pointer; }
.kn-ui-stepper button:disabled { opacity: .45; cursor: not-allowed; }
.kn-ui-stepper output { min-width: 16px; text-align: center; }
.kn-ui-stepper--lg { height: 48px; min-width: 120px; font-size: 1.05rem; }
`;

/**
 * 'Add', then − qty +. The limit reason is announced to screen readers; the buttons keep their
 * names so keyboard users know what each does. Add and the stepper replace each other under the
 * focus: pressing Add moves the focus to +, removing the last one moves it back to Add, so a
 * keyboard user is never left on the page's start (in the frame after the swap is drawn).
 */
export function QuantityStepper({ product, size = 'md' }: { product: CartProduct; size?: 'md' | 'lg' }) {
  const { qty, canIncrement, outOfStock, increment, decrement, max } = useCartLine(product);
  const t = useSharedT();
  const name = productName(product, useLocale());
  const sizeClass = size === 'lg' ? ' kn-ui-stepper--lg' : '';
  const add = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const less = useRef<HTMLButtonElement>(null);
  // Set by a press that swaps Add and the stepper while the pressed button had the focus.
  const moveFocus = useRef(false);
  const shown = qty === 0 ? 'add' : 'stepper';
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // Once the frame showing the swap is drawn: moving the focus makes the browser lay the page out
    // again first, and a phone's first Add showed itself that much later. Not if the focus went on.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement !== document.body) return;
        (shown === 'add' ? add.current : more.current?.disabled ? less.current : more.current)?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  const swapping = (press: () => void, willSwap: boolean) => (event: { currentTarget: HTMLElement }) => {
    if (willSwap && event.currentTarget === document.activeElement) moveFocus.current = true;
    press();
  };
  const styles = (
    <style href="kn-ui-stepper" precedence="kn-ui">
      {STEPPER_CSS}
    </style>
  );
  if (qty === 0) {
    return (
      <>
        {styles}
        <button
          type="button"
          ref={add}
          className={`kn-ui-stepper kn-ui-stepper--add${sizeClass}`}
          disabled={outOfStock}
          onClick={swapping(increment, true)}
          aria-label={outOfStock ? t('{name} is out of stock', { name }) : t('Add {name} to cart', { name })}
        >
          {outOfStock ? t('Out of stock') : t('Add')}
        </button>
      </>
    );
  }
  const limit =
    max < MAX_QTY_PER_LINE
      ? t('Only {max} in stock', { max })
      : t('At most {max} per order', { max: MAX_QTY_PER_LINE });
  return (
    <>
      {styles}
      {/* biome-ignore lint/a11y/useSemanticElements: an inline row of controls, not a form section; a fieldset would bring its own border, padding and min-width into a line that is laid out as a row */}
      <span
        className={`kn-ui-stepper kn-ui-stepper--qty${sizeClass}`}
        role="group"
        aria-label={t('{name} quantity', { name })}
      >
        <button
          type="button"
          ref={less}
          onClick={swapping(decrement, qty === 1)}
          aria-label={qty === 1 ? t('Remove {name} from cart', { name }) : t('Remove one {name}', { name })}
        >
          −
        </button>
        <output aria-live="polite">{qty}</output>
        <button
          type="button"
          ref={more}
          onClick={increment}
          disabled={!canIncrement}
          aria-label={t('Add one more {name}', { name })}
          title={canIncrement ? undefined : limit}
        >
          +
        </button>
      </span>
    </>
  );
}
