import { useId, useState } from 'react';
import {
  bus,
  OTP_VALID_MINUTES,
  setAddresses,
  setCredentials,
  type SignedInUser,
  useAppDispatch,
  useNavigate,
  LineIcon,
  type LoginReason,
  pageAfterSignIn,
} from '@kirana/shared';
import { toast } from 'react-toastify';
import { Dialog } from './Dialog';
import { NameStep } from './NameStep';
import { OtpStep } from './OtpStep';
import { PhoneStep } from './PhoneStep';
import { useOtpSender } from './useOtpSender';
import './login.css';
import { useT } from '../../i18n';

type Step = 'phone' | 'otp' | 'name';

export const OTP_SEND_FAILED_TOAST = 'We couldn’t send the code. Try again in a minute.';

/**
 * The shell's login modal (R23–R27): phone, then 'OTP Verification', then — only for a
 * new customer — their name. It is mounted when opened and unmounted when closed, so closing
 * resets it to the phone step with nothing typed.
 */
export default function LoginModal({ onClose, reason }: { onClose: () => void; reason?: LoginReason | undefined }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const t = useT();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  // The last code sent in this modal: going back and continuing with the same number reuses it.
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const { send, sending } = useOtpSender();

  // A code that could not be sent (R25a): logged; the modal closes (and so starts again at the phone step, empty).
  const sendFailed = (error: unknown) => {
    console.error('[shell] OTP send failed', error);
    toast.error(t(OTP_SEND_FAILED_TOAST));
    onClose();
  };

  const sendFirstCode = async () => {
    if (sent?.phone === phone && Date.now() - sent.at < OTP_VALID_MINUTES * 60_000) {
      setStep('otp');
      return;
    }
    const outcome = await send(phone);
    if (outcome.kind === 'sent') {
      setSent({ phone, at: Date.now() });
      setStep('otp');
    } else if (outcome.kind === 'refused') toast.error(outcome.message);
    else sendFailed(outcome.error);
  };

  const signedIn = (user: SignedInUser) => {
    dispatch(setCredentials(user));
    dispatch(setAddresses(user.userAddresses));
    bus.emit('auth:signed-in', { userId: user._id, isAdmin: user.isAdmin });
    // The admin to the dashboard, a rider to My run (unless the shop asked for the sign-in).
    const landing = pageAfterSignIn(user, { forPurpose: reason !== undefined });
    if (landing) navigate(landing);
    if (!user.isAdmin && !user.name) {
      setStep('name');
      return;
    }
    toast.dismiss(); // an earlier 'Invalid OTP' no longer applies
    toast.success(user.name ? t('Welcome back, {name}!', { name: user.name }) : t('You’re logged in.'));
    onClose();
  };

  const named = (name: string | null) => {
    toast.dismiss();
    toast.success(name ? t('Welcome to Kirana Now, {name}!', { name }) : t('You’re logged in.'));
    onClose();
  };

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="kn-shell-login">
      <button type="button" className="kn-shell-login__close" onClick={onClose} aria-label={t('Close')}>
        <LineIcon size={20}>
          <path d="M6 6l12 12M18 6 6 18" />
        </LineIcon>
      </button>
      {step === 'phone' && (
        <PhoneStep
          titleId={titleId}
          phone={phone}
          onPhoneChange={setPhone}
          onContinue={() => void sendFirstCode()}
          sending={sending}
          reason={reason}
          onLeave={onClose}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          titleId={titleId}
          phone={phone}
          sentAt={sent?.at ?? Date.now()}
          onResent={() => setSent({ phone, at: Date.now() })}
          onBack={() => setStep('phone')}
          onSignedIn={signedIn}
          resend={send}
          resending={sending}
          onSendFailed={sendFailed}
        />
      )}
      {step === 'name' && <NameStep titleId={titleId} onDone={named} />}
    </Dialog>
  );
}
