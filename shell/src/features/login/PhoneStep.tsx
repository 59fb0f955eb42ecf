import { useState, type FormEvent } from 'react';
import { DELIVERY_PROMISE_TEXT, isValidPhone, Link, MESSAGES, PHONE_LENGTH, sanitizePhoneInput } from '@kirana/shared';
import { toast } from 'react-toastify';

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
  const valid = isValidPhone(phone);
  const showError = !valid && phone.length > 0 && (blurred || phone.length === PHONE_LENGTH || !/^[6-9]/.test(phone));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      toast.error(MESSAGES.invalidPhone);
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
        Groceries in {DELIVERY_PROMISE_TEXT}
      </h2>
      <p className="kn-shell-login__lead">{reason ?? 'Log in or sign up'}</p>

      <label className="kn-shell-login__label" htmlFor="kn-login-phone">
        Phone number
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
          placeholder="Enter phone number"
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
              toast.error(MESSAGES.invalidPhone);
            }
          }}
        />
      </div>
      <p id="kn-login-phone-error" className="kn-shell-login__error" role={showError ? 'alert' : undefined} hidden={!showError}>
        {MESSAGES.invalidPhone}
      </p>

      <button type="submit" className="kn-shell-button kn-shell-login__primary" disabled={!valid || sending}>
        {sending ? 'Sending OTP…' : 'Continue'}
      </button>
      <p className="kn-shell-login__terms">
        By continuing, you agree to our{' '}
        <Link to="/terms-and-policies" onClick={onLeave}>
          Terms of Service &amp; Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
