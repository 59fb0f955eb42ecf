import type { SignInSms } from '@kirana/shared';
import { placedAt } from '../../components/order/OrderPlaced';
import { useGetCustomerSignInSmsQuery } from './customersApi';

const PROVIDERS: Record<string, string> = {
  msg91: 'MSG91',
  fast2sms: 'Fast2SMS',
  http: 'the SMS gateway',
  console: 'the development log',
};

/** "delivered 12:04", "failed 12:04", "sent 12:04, no delivery report yet": what became of the last code sent. */
export function signInSmsLine(sms: SignInSms | null, now: number): string {
  if (!sms) return 'Last sign-in SMS: none sent yet';
  const at = placedAt({ createdAt: sms.reportedAt ?? sms.sentAt }, now);
  if (sms.status === 'sent') return `Last sign-in SMS: sent ${at}, no delivery report yet`;
  return `Last sign-in SMS: ${sms.status} ${at}`;
}

/**
 * The customer's last sign-in SMS and what its provider reported, so the store can answer
 * "I never got the code" (a failure shows the provider's reason).
 */
export function SignInSmsStatus({ customerId }: { customerId: string }) {
  const { data, error, isLoading } = useGetCustomerSignInSmsQuery(customerId);
  if (isLoading) return null;
  if (error || !data) return <p className="kn-adm-cust-sms">Last sign-in SMS: couldn’t be loaded just now</p>;
  const sms = data.lastSend;
  return (
    <div className={`kn-adm-cust-sms${sms?.status === 'failed' ? ' kn-adm-cust-sms--failed' : ''}`}>
      <p>{signInSmsLine(sms, Date.now())}</p>
      {sms && (
        <p className="kn-adm-cust-sms__detail">
          {sms.reason ? `${sms.reason} · ` : ''}via {PROVIDERS[sms.provider] ?? sms.provider}
        </p>
      )}
    </div>
  );
}
