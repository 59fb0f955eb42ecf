import { useState, type FormEvent } from 'react';
import { DELIVERY_PROMISE_MINUTES, Link, type LoginReason, PHONE_LENGTH } from '@kirana/shared';
import { isValidPhone, MESSAGES, sanitizePhoneInput } from '@kirana/shared/domain/validation';
import { toast } from 'react-toastify';
import { useT } from '../../i18n';

interface PhoneStepProps {
  titleId: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onContinue: () => void;
  sending: boolean;
  /** Why the login was asked for, when a part of the store said (the lead sentence under the title). */
  reason?: LoginReason | undefined;
  onLeave: () => void;
}

/** The sentence under the title: why sign-in was asked for, in the reader's language, or the plain invitation. */
function leadSentence(t: ReturnType<typeof useT>, reason: LoginReason | undefined): string {
  switch (reason) {
    case 'cart':
      return t('Log in to place your order');
    case 'address':
      return t('Log in to save your delivery address');
    case 'location':
      return t('Log in to keep your delivery location');
    default:
      return t('Log in or sign up');
  }
}

/**
 * The phone step: +91 and 10 digits starting 6–9 (R23). Continue stays disabled until the number
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
      <p className="kn-shell-login__lead">{leadSentence(t, reason)}</p>

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
            // Continue is disabled, so Enter would do nothing at all: say why instead.
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
