import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the input and announced with it. */
  error?: string | undefined;
}

/** A labelled text input with its message, as every address field is laid out. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <div className="kn-acc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="kn-acc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
