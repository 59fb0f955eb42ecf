import { useState, type FormEvent } from 'react';
import {
  DELIVERY_PROMISE_MINUTES,
  isValidPhone,
  Link,
  MESSAGES,
  PHONE_LENGTH,
  sanitizePhoneInput,
} from '@kirana/shared';
import { toast } from 'react-toastify';
import { useT } from '../../i18n';

interface PhoneStepProps {
  titleId: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onContinue: () => void;
  sending: boolean;
  /** Why the login was asked for ("Log in to pay"), when a part of the store said. */
  reason?: string | undefined;
  onLeave: () => void;
}

/**
 * Spec §2/§5 phone step: +91 and 10 digits starting 6–9. Continue stays disabled until the number
 * is valid; the message shows once the number is complete, or when the customer leaves the box.
 */
export function PhoneStep({ titleId, phone, onPhoneChange, onContinue, sending, reason, onLeave }: PhoneStepProps) {
  const [blurred, setBlurred] = useState(false);
  const t = useT();
  const valid = isValidPhone(phone);
  const showError = !valid && phone.length > 0 && (blurred || phone.length === PHONE_LENGTH || !/^[6-9]/.test(phone));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      toast.error(t(MESSAGES.invalidPhone));
      return;
    }
    if (!sending) onContinue();
  };

  return (
    <form className="kn-shell-login__step" onSubmit={submit} noValidate>
      <span className="kn-shell-login__mark" aria-hidden="true">
        K
      </span>
      <h2 id={titleId} className="kn-shell-login__title">
        {t('Groceries in {min}–{max} minutes', DELIVERY_PROMISE_MINUTES)}
      </h2>
      <p className="kn-shell-login__lead">{reason ? t(reason) : t('Log in or sign up')}</p>

      <label className="kn-shell-login__label" htmlFor="kn-login-phone">
        {t('Phone number')}
      </label>
      <div className={`kn-shell-login__phone${showError ? ' kn-shell-login__phone--error' : ''}`}>
        <span className="kn-shell-login__prefix" aria-hidden="true">
          +91
        </span>
        <input
          id="kn-login-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('Enter phone number')}
          maxLength={PHONE_LENGTH}
          value={phone}
          aria-invalid={showError}
          aria-describedby={showError ? 'kn-login-phone-error' : undefined}
          // biome-ignore lint/a11y/noAutofocus: the sign-in dialog opens on this field: focus moves into the dialog to its first field, as a dialog should
          autoFocus
          onChange={(event) => onPhoneChange(sanitizePhoneInput(event.target.value))}
          onBlur={() => setBlurred(true)}
          onKeyDown={(event) => {
            // Continue is disabled, so Enter would do nothing at all: say why instead (spec §8).
            if (event.key === 'Enter' && !valid) {
              event.preventDefault();
              setBlurred(true);
              toast.error(t(MESSAGES.invalidPhone));
            }
          }}
        />
      </div>
      <p
        id="kn-login-phone-error"
        className="kn-shell-login__error"
        role={showError ? 'alert' : undefined}
        hidden={!showError}
      >
        {t(MESSAGES.invalidPhone)}
      </p>

      <button type="submit" className="kn-shell-button kn-shell-login__primary" disabled={!valid || sending}>
        {sending ? t('Sending OTP…') : t('Continue')}
      </button>
      <p className="kn-shell-login__terms">
        {t('By continuing, you agree to our')}{' '}
        <Link to="/terms-and-policies" onClick={onLeave}>
          {t('Terms of Service & Privacy Policy')}
        </Link>
        .
      </p>
    </form>
  );
}
