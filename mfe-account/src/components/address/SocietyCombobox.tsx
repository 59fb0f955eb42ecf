import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Society } from '@kirana/shared';
import { useT } from '../../i18n';

interface SocietyComboboxProps {
  societies: readonly Society[];
  /** The chosen society's id, or '' while none is chosen. */
  value: string;
  onChange: (societyId: string) => void;
  onBlur: () => void;
  disabled: boolean;
  error?: string | undefined;
  placeholder: string;
}

/**
 * Society autocomplete (WAI-ARIA combobox with a listbox): type to filter the locality's
 * societies, ↑/↓ to move, Enter to choose, Escape to close the list. Typing again after choosing
 * clears the choice until another is picked, so the form never holds text that is not a society.
 */
export function SocietyCombobox({
  societies,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  placeholder,
}: SocietyComboboxProps) {
  const t = useT();
  const id = useId();
  const chosen = societies.find((s) => s._id === value);
  const [text, setText] = useState(chosen?.societyName ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shownText = chosen && !open ? chosen.societyName : text;

  const matches = useMemo(() => {
    const query = text.trim().toLowerCase();
    return query && !chosen ? societies.filter((s) => s.societyName.toLowerCase().includes(query)) : [...societies];
  }, [societies, text, chosen]);

  const choose = (society: Society) => {
    onChange(society._id);
    setText(society.societyName);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const society = matches[active];
      if (society) choose(society);
    } else if (event.key === 'Escape' && open) {
      // Close the list only; the dialog around it stays open.
      event.stopPropagation();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && !disabled;
  return (
    <div className="kn-acc-field kn-acc-combo">
      <label htmlFor={id}>{t('Society')}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && matches[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={shownText}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange('');
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern: focus stays in the input and aria-activedescendant points at the option, so the options take no focus and the keys are handled on the input */}
      <ul id={listId} role="listbox" aria-label={t('Societies')} className="kn-acc-combo__list" hidden={!expanded}>
        {matches.map((society, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the ARIA 1.2 combobox pattern: focus stays in the input and aria-activedescendant points at the option, so the options take no focus and the keys are handled on the input
          <li
            key={society._id}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern: focus stays in the input and aria-activedescendant points at the option, so the options take no focus and the keys are handled on the input
            role="option"
            aria-selected={society._id === value}
            className={`kn-acc-combo__option${index === active ? ' is-active' : ''}`}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(society);
            }}
          >
            {society.societyName}
          </li>
        ))}
        {matches.length === 0 && (
          <li className="kn-acc-combo__empty" role="presentation">
            {text.trim()
              ? t('No society matches “{text}”', { text: text.trim() })
              : t('No societies in this locality yet')}
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} className="kn-acc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
