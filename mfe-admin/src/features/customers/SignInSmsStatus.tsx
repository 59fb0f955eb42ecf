import type { SignInSms } from '@kirana/shared';
import { placedAt } from '../../components/order/OrderPlaced';
import { useT } from '../../i18n';
import { useGetCustomerSignInSmsQuery } from './customersApi';

type Translate = ReturnType<typeof useT>;

/** Who sent it, as the store knows them: the providers' own names, or what the stand-ins are. */
const provider = (name: string, t: Translate): string =>
  ({
    msg91: 'MSG91',
    fast2sms: 'Fast2SMS',
    http: t('the SMS gateway'),
    console: t('the development log'),
  })[name] ?? name;

/** "delivered 12:04", "failed 12:04", "sent 12:04, no delivery report yet": what became of the last code sent. */
export function signInSmsLine(sms: SignInSms | null, now: number, t: Translate): string {
  if (!sms) return t('Last sign-in SMS: none sent yet');
  const at = placedAt({ createdAt: sms.reportedAt ?? sms.sentAt }, now);
  if (sms.status === 'sent') return t('Last sign-in SMS: sent {at}, no delivery report yet', { at });
  if (sms.status === 'delivered') return t('Last sign-in SMS: delivered {at}', { at });
  return t('Last sign-in SMS: failed {at}', { at });
}

/**
 * The customer's last sign-in SMS and what its provider reported, so the store can answer
 * "I never got the code" (a failure shows the provider's reason).
 */
export function SignInSmsStatus({ customerId }: { customerId: string }) {
  const t = useT();
  const { data, error, isLoading } = useGetCustomerSignInSmsQuery(customerId);
  if (isLoading) return null;
  if (error || !data) return <p className="kn-adm-cust-sms">{t('Last sign-in SMS: couldn’t be loaded just now')}</p>;
  const sms = data.lastSend;
  return (
    <div className={`kn-adm-cust-sms${sms?.status === 'failed' ? ' kn-adm-cust-sms--failed' : ''}`}>
      <p>{signInSmsLine(sms, Date.now(), t)}</p>
      {sms && (
        <p className="kn-adm-cust-sms__detail">
          {sms.reason ? `${sms.reason} · ` : ''}
          {t('via {provider}', { provider: provider(sms.provider, t) })}
        </p>
      )}
    </div>
  );
}
