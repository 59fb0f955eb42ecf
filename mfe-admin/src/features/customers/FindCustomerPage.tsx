import { Alert, Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { formatPhone, isValidPhone, Link, sanitizePhoneInput, useNavigate, useSearchParams } from '@kirana/shared';
import { errorMessage } from '../../app/shopkeeperMessage';
import { toast } from 'react-toastify';
import { AddCustomerForm } from './AddCustomerForm';
import { CustomerCard } from './CustomerCard';
import { customerName } from './customerFacts';
import { useGetCustomersQuery } from './customersApi';
import { PhoneLookupForm } from './PhoneLookupForm';
import '../../app/pageParts.css';
import './customers.css';

/**
 * `/customer`: the desk's phone lookup at rush hour. Type the caller's number: a customer's card
 * and a link to their page, or — for someone new — a short form that adds them. The number stays
 * in the URL (`?phone=`), so coming back from their page shows the same answer.
 */
export function FindCustomerPage() {
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
          Find a customer by phone
        </h1>
        <p className="kn-adm-page-hint">For a call or a walk-in: type their number. Someone new can be added here in a few seconds.</p>
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
          title={found ? `${formatPhone(looked)} is already a customer` : `${formatPhone(looked)} already has an account`}
          description={
            <>
              {conflict.message} {found && <Link to={`/customers/${found._id}`}>Open {customerName(found)}’s page</Link>}
            </>
          }
        />
      )}

      {!looked ? null : lookup.error ? (
        <Alert
          type="error"
          showIcon
          title="Couldn’t look this number up"
          description={errorMessage(lookup.error)}
          action={<Button onClick={() => void lookup.refetch()}>Retry</Button>}
        />
      ) : !answered ? (
        <Card aria-busy="true" aria-label={`Looking up ${formatPhone(looked)}`}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ) : found ? (
        <CustomerCard
          customer={found}
          extra={
            <Link to={`/customers/${found._id}`} className="kn-adm-link-button">
              Open their page
            </Link>
          }
        />
      ) : conflict ? null : (
        <>
          <Alert
            type="info"
            showIcon
            title={`No customer has ${formatPhone(looked)} yet`}
            description="Add them below: they can sign in later with this number and will find their details there."
          />
          <AddCustomerForm
            key={looked}
            phone={looked}
            onAdded={(customer) => {
              toast.success(`${customerName(customer)} added`);
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
