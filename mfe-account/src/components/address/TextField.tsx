import type { InputHTMLAttributes } from 'react';
import { useT } from '../../i18n';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the input and announced with it. */
  error?: string | undefined;
}

/** A labelled text input with its message, as every address field is laid out. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const t = useT();
  return (
    <div className="kn-acc-field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="kn-acc-field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
