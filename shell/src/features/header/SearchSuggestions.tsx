import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import {
  api,
  productName,
  storefrontPath,
  TAGS,
  useLocale,
  useNavigate,
  type Product,
  type ProductList,
} from '@kirana/shared';
import { useT } from '../../i18n';

/** How long the typing must pause before suggestions are asked for. */
export const SUGGEST_AFTER_MS = 250;
/** Products suggested at most. */
const SUGGESTED = 5;
/** Fewer characters than this suggest nothing (a single letter matches half the shop). */
const SHORTEST = 2;

/**
 * The first few products a search finds, as the results page would list them (everyday words
 * included: "doodh" suggests milk). Each text is asked for once and kept by the store's RTK Query
 * cache, so typing back to an earlier text asks nothing.
 */
const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<ProductList, string>({
      query: (search) => `/api/products?search=${encodeURIComponent(search)}&pageSize=${SUGGESTED}`,
      providesTags: [TAGS.productList],
    }),
  }),
});

/** The text as search reads it ('  Atta ' and 'atta' are one request). */
const searchText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The combobox's state as the box shows it (the box renders these attributes). */
export interface ComboState {
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-activedescendant'?: string;
}

interface SearchSuggestionsProps {
  /** The header's search box, a combobox whose keys are answered here. */
  input: RefObject<HTMLInputElement | null>;
  text: string;
  /** Told whenever the list opens or closes or another product is chosen, for the box's attributes. */
  onCombo: (state: ComboState) => void;
}

/**
 * Suggestions under the header's search box, as the customer types (the WAI-ARIA combobox pattern
 * with a listbox): loaded with the box's first focus, so the home page's first load carries none of
 * it, and answering the box's keys. ↓ and ↑ move through the products, Enter opens the one chosen
 * (or, with none chosen, searches as before), Escape closes the list; a press on one opens it too.
 */
export function SearchSuggestions({ input, text, onCombo }: SearchSuggestionsProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const listId = useId();
  const query = useSettled(searchText(text), SUGGEST_AFTER_MS);
  const asking = query.length >= SHORTEST;
  const { data } = suggestionsApi.useGetSearchSuggestionsQuery(query, { skip: !asking });
  const products = asking && searchText(text).length >= SHORTEST ? (data?.items ?? []) : [];
  const [focused, setFocused] = useState(() => document.activeElement === input.current);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const open = focused && !closed && products.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // A new text opens the list again, with nothing chosen.
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    setClosed(false);
    setActive(-1);
  }

  const choose = (product: Product) => {
    setClosed(true);
    navigate(storefrontPath.product(product._id));
  };

  // The box's keys are answered here (it is rendered before this module loads).
  const latest = useRef({ open, active, products, choose });
  latest.current = { open, active, products, choose };
  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const { open: shown, active: at, products: list, choose: pick } = latest.current;
      const last = list.length - 1;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return;
        event.preventDefault();
        setClosed(false);
        const down = event.key === 'ArrowDown';
        setActive(!shown ? (down ? 0 : last) : down ? (at >= last ? 0 : at + 1) : at <= 0 ? last : at - 1);
      } else if (event.key === 'Enter') {
        setClosed(true);
        // With a product chosen, open it; else the form searches as it always has.
        if (shown && list[at]) {
          event.preventDefault();
          pick(list[at]);
        }
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setClosed(true);
        setActive(-1);
      }
    };
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    box.addEventListener('keydown', onKey);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    return () => {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
    };
  }, [input]);

  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useEffect(
    () =>
      onCombo(
        open
          ? { 'aria-expanded': true, 'aria-controls': listId, ...(activeId && { 'aria-activedescendant': activeId }) }
          : {},
      ),
    [onCombo, open, listId, activeId],
  );

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern: focus stays in the box and aria-activedescendant points at the option, so the options take no focus and the keys are handled on the box
    <ul id={listId} role="listbox" aria-label={t('Suggestions')} className="kn-shell-suggest">
      {products.map((product, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: the ARIA 1.2 combobox pattern (above)
        <li
          key={product._id}
          id={optionId(index)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern (above)
          role="option"
          aria-selected={index === active}
          className="kn-shell-suggest__option"
          // mousedown, not click: the box's blur would close the list before a click lands.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(product);
          }}
        >
          <span className="kn-shell-suggest__name">{productName(product, locale)}</span>
          <span className="kn-shell-suggest__size">{product.quantityLabel}</span>
        </li>
      ))}
    </ul>
  );
}
