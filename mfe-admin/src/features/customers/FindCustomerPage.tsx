import { Alert, Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { formatPhone, Link, useNavigate, useSearchParams } from '@kirana/shared';
import { isValidPhone, sanitizePhoneInput } from '@kirana/shared/domain/validation';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { toast } from 'react-toastify';
import { AddCustomerForm } from './AddCustomerForm';
import { CustomerCard } from './CustomerCard';
import { customerName } from '../../components/customer/customerFacts';
import { useGetCustomersQuery } from './customersApi';
import { PhoneLookupForm } from './PhoneLookupForm';
import '../../lib/pageParts.css';
import './customers.css';
import { useT } from '../../i18n';

/**
 * `/customer`: the desk's phone lookup at rush hour. Type the caller's number: a customer's card
 * and a link to their page, or — for someone new — a short form that adds them. The number stays
 * in the URL (`?phone=`), so coming back from their page shows the same answer.
 */
export function FindCustomerPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [phone, setPhone] = useState(() => sanitizePhoneInput(params.get('phone') ?? ''));
  const [alreadyCustomer, setAlreadyCustomer] = useState<{ phone: string; message: string } | null>(null);
  const looked = isValidPhone(phone) ? phone : '';
  // Search matches parts of numbers, so the answer is the customer whose number is exactly this one.
  const lookup = useGetCustomersQuery({ search: looked, pageSize: 5 }, { skip: !looked });
  const answered = lookup.currentData;
  const found = answered?.items.find((customer) => customer.phoneNumber === looked);

  useEffect(() => {
    if ((params.get('phone') ?? '') !== looked) setParams(looked ? { phone: looked } : {}, { replace: true });
  }, [looked, params, setParams]);

  const conflict = alreadyCustomer?.phone === looked ? alreadyCustomer : null;

  return (
    <section aria-labelledby="find-customer-title" className="kn-adm-find">
      <div>
        <h1 id="find-customer-title" className="kn-adm-page-title">
          {t('Find a customer by phone')}
        </h1>
        <p className="kn-adm-page-hint">
          {t('For a call or a walk-in: type their number. Someone new can be added here in a few seconds.')}
        </p>
      </div>
      <Card className="kn-adm-find__lookup">
        <PhoneLookupForm phone={phone} onPhoneChange={setPhone} onFind={() => void lookup.refetch()} />
      </Card>

      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          // Not in the customer list (an admin's number, say): the server's word is all there is.
          title={
            found
              ? t('{phone} is already a customer', { phone: formatPhone(looked) })
              : t('{phone} already has an account', { phone: formatPhone(looked) })
          }
          description={
            <>
              {conflict.message}{' '}
              {found && (
                <Link to={`/customers/${found._id}`}>{t('Open {name}’s page', { name: customerName(found) })}</Link>
              )}
            </>
          }
        />
      )}

      {!looked ? null : lookup.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t look this number up')}
          description={errorMessage(lookup.error)}
          action={<Button onClick={() => void lookup.refetch()}>{t('Retry')}</Button>}
        />
      ) : !answered ? (
        <Card role="status" aria-busy="true" aria-label={t('Looking up {phone}', { phone: formatPhone(looked) })}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ) : found ? (
        <CustomerCard
          customer={found}
          extra={
            <Link to={`/customers/${found._id}`} className="kn-adm-link-button">
              {t('Open their page')}
            </Link>
          }
        />
      ) : conflict ? null : (
        <>
          <Alert
            type="info"
            showIcon
            title={t('No customer has {phone} yet', { phone: formatPhone(looked) })}
            description={t(
              'Add them below: they can sign in later with this number and will find their details there.',
            )}
          />
          <AddCustomerForm
            key={looked}
            phone={looked}
            onAdded={(customer) => {
              toast.success(t('{name} added', { name: customerName(customer) }));
              navigate(`/customers/${customer._id}`);
            }}
            onAlreadyCustomer={(message) => {
              setAlreadyCustomer({ phone: looked, message });
              void lookup.refetch();
            }}
          />
        </>
      )}
    </section>
  );
}
