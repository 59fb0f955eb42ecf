import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH, useLocation, useNavigate, useSearchParams } from '@kirana/shared';
import { CloseIcon, SearchIcon } from './icons';
import { useT } from '../../i18n';
import type { ComboState, SearchSuggestions } from './SearchSuggestions';

/**
 * 'Search for items': submitting goes to /?search=…; the box mirrors the query while on the home page.
 * Its first focus loads the suggestions (`SearchSuggestions`), which the home page's first load never carries.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/' ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(current);
  const input = useRef<HTMLInputElement>(null);
  const [Suggest, setSuggest] = useState<typeof SearchSuggestions | null>(null);
  const [combo, setCombo] = useState<ComboState>({});

  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/?search=${encodeURIComponent(query)}` : '/');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet a search landmark in every browser the shop supports (Safari before 17) nor in the jsdom the tests run in
    <form className="kn-shell-search" role="search" onSubmit={submit}>
      <SearchIcon />
      <input
        ref={input}
        onFocus={() => void import('./SearchSuggestions').then((m) => setSuggest(() => m.SearchSuggestions))}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        {...combo}
        name="search"
        placeholder={t('Search for items')}
        aria-label={t('Search for items')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <button
          type="button"
          className="kn-shell-search__clear"
          aria-label={t('Clear search')}
          onClick={() => {
            setText('');
            if (current) navigate('/');
          }}
        >
          <CloseIcon />
        </button>
      )}
      {Suggest && <Suggest input={input} text={text} onCombo={setCombo} />}
    </form>
  );
}
