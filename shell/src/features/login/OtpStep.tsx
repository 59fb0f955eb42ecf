import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  errorMessage,
  errorStatus,
  OTP_RESEND_SECONDS,
  selectSessionId,
  Spinner,
  useAppStore,
  type SignedInUser,
  LineIcon,
} from '@kirana/shared';
import { MESSAGES } from '@kirana/shared/domain/validation';
import { renewBrowserSession } from '../../lib/session/browserSession';
import { useVerifyOtpMutation } from './loginApi';
import { EMPTY_OTP, OtpBoxes } from './OtpBoxes';
import { useCountdown } from './useCountdown';
import { useWebOtp } from './useWebOtp';
import type { SendOutcome } from './useOtpSender';
import { useT } from '../../i18n';

interface OtpStepProps {
  titleId: string;
  phone: string;
  /** When the code now in the customer's SMS was sent (epoch ms): the countdown runs from there. */
  sentAt: number;
  onResent: () => void;
  onBack: () => void;
  onSignedIn: (user: SignedInUser) => void;
  resend: (phone: string) => Promise<SendOutcome>;
  resending: boolean;
  /** A code that could not be sent (the modal closes, R25a). */
  onSendFailed: (error: unknown) => void;
}

/** '0:27' */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Why a code was not accepted, in words the customer can act on; 'Invalid OTP' when the server gave none. */
function verifyFailure(error: unknown): string {
  const status = errorStatus(error);
  return status !== null && status >= 400 && status < 500
    ? errorMessage(error, MESSAGES.invalidOtp)
    : errorMessage(error);
}

/**
 * 'OTP Verification' (R24): six boxes, the sixth digit submits; a wrong code toasts
 * 'Invalid OTP', clears the boxes and sets the countdown to 0 so 'Send OTP (SMS)' is enabled.
 */
export function OtpStep({
  titleId,
  phone,
  sentAt,
  onResent,
  onBack,
  onSignedIn,
  resend,
  resending,
  onSendFailed,
}: OtpStepProps) {
  const store = useAppStore();
  const t = useT();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  const [resendAt, setResendAt] = useState(sentAt + OTP_RESEND_SECONDS * 1000);
  const remaining = useCountdown(resendAt);
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();

  const submit = async (code: string) => {
    const sessionId = selectSessionId(store.getState()) ?? undefined;
    const result = await verifyOtp({ phoneNumber: phone, otpToken: code, ...(sessionId ? { sessionId } : {}) });
    if (result.data) return onSignedIn(result.data);
    toast.error(t(verifyFailure(result.error)));
    setDigits(EMPTY_OTP);
    setResendAt(0);
    // The code was tied to a session the server no longer accepts: a new code needs a new session.
    if (errorStatus(result.error) === 401) await renewBrowserSession(store);
  };

  // The SMS's WebOTP line: Chrome on Android offers the code, which fills the boxes and is submitted.
  // Asked again whenever the countdown restarts (a new code) or drops to 0 (a wrong one).
  useWebOtp((code) => {
    if (verifying) return;
    setDigits(code.split(''));
    void submit(code);
  }, resendAt);

  const sendAgain = async () => {
    const outcome = await resend(phone);
    if (outcome.kind === 'sent') {
      setDigits(EMPTY_OTP);
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      onResent();
      toast.success(t('OTP sent to +91 {phone}', { phone }));
    } else if (outcome.kind === 'refused') toast.error(outcome.message);
    else onSendFailed(outcome.error);
  };

  return (
    <div className="kn-shell-login__step">
      <button type="button" className="kn-shell-login__back" onClick={onBack} aria-label={t('Back to phone number')}>
        <LineIcon>
          <path d="M19 12H5M12 19l-7-7 7-7" />
        </LineIcon>
      </button>
      <h2 id={titleId} className="kn-shell-login__title">
        {t('OTP Verification')}
      </h2>
      <p className="kn-shell-login__lead">
        {t('We have sent a verification code to')} <strong className="kn-shell-login__nowrap">+91 {phone}</strong>
      </p>

      <OtpBoxes
        digits={digits}
        onChange={setDigits}
        onComplete={(code) => void submit(code)}
        disabled={verifying}
        labelledBy={titleId}
      />
      <p className="kn-shell-login__status">
        {verifying ? (
          <>
            <Spinner size="1.25rem" label={t('Checking the code')} /> {t('Checking the code…')}
          </>
        ) : remaining > 0 ? (
          t('Didn’t get it? You can ask again in {time}', { time: clock(remaining) })
        ) : (
          t('Didn’t get the code?')
        )}
      </p>
      <button
        type="button"
        className="kn-ui-button kn-ui-button--ghost kn-shell-login__resend"
        disabled={remaining > 0 || resending || verifying}
        onClick={() => void sendAgain()}
      >
        {t('Send OTP (SMS)')}
      </button>
    </div>
  );
}
