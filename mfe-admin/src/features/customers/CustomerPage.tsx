import { Alert, Button, Card, Empty, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { errorStatus, isObjectId, Link, MAX_ADDRESSES_PER_USER, shippingLine, useParams } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { AddAddressForm } from './AddAddressForm';
import { CustomerCard } from './CustomerCard';
import { CustomerOrders } from './CustomerOrders';
import { KhataCard } from '../../components/khata/KhataCard';
import { useGetCustomerQuery } from './customersApi';
import { PhoneOrderDrawer } from './phone-order/PhoneOrderDrawer';
import { SignInSmsStatus } from './SignInSmsStatus';
import '../../lib/pageParts.css';
import './customers.css';
import { useT } from '../../i18n';

/** `/customers/:id`: one customer — how to reach them, where they live, what they ordered. */
export function CustomerPage() {
  const t = useT();
  const { id = '' } = useParams();
  const wellFormed = isObjectId(id);
  const customer = useGetCustomerQuery(id, { skip: !wellFormed });
  const [takingOrder, setTakingOrder] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);
  const back = (
    <Link to="/customers" className="kn-adm-backlink">
      ← {t('All customers')}
    </Link>
  );

  if (!wellFormed || errorStatus(customer.error) === 404) {
    return (
      <Result
        status="404"
        title={<h1 className="kn-adm-result-title">{t('No such customer')}</h1>}
        subTitle={t(
          'This link doesn’t match any customer of the store. Find them by phone, or pick them from the list.',
        )}
        extra={
          <span className="kn-adm-result-links">
            <Link to="/customers" className="kn-adm-link-button">
              {t('All customers')}
            </Link>
            <Link to="/customer" className="kn-adm-link-button">
              {t('Find by phone')}
            </Link>
          </span>
        }
      />
    );
  }

  if (customer.error) {
    return (
      <section>
        {back}
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load this customer')}
          description={errorMessage(customer.error)}
          action={<Button onClick={() => void customer.refetch()}>{t('Retry')}</Button>}
        />
      </section>
    );
  }

  if (!customer.data) {
    return (
      <section aria-busy="true">
        {back}
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      </section>
    );
  }

  const person = customer.data;
  return (
    <section className="kn-adm-cust-page">
      {back}
      <CustomerCard customer={person} titleLevel={1} />
      <SignInSmsStatus customerId={person._id} />
      {!person.isAdmin && (
        <div className="kn-adm-cust-actions">
          <Button
            type="primary"
            size="large"
            disabled={person.userAddresses.length === 0}
            onClick={() => setTakingOrder(true)}
            aria-describedby={person.userAddresses.length === 0 ? 'kn-adm-no-address' : undefined}
          >
            {t('Take a phone order')}
          </Button>
          {person.userAddresses.length === 0 && (
            <span id="kn-adm-no-address" className="kn-adm-cust-actions__hint">
              {t('Needs a delivery address: add one below.')}
            </span>
          )}
          <PhoneOrderDrawer customer={person} open={takingOrder} onClose={() => setTakingOrder(false)} />
        </div>
      )}
      {!person.isAdmin && <KhataCard customerId={person._id} />}
      <Card
        title={<h2 className="kn-adm-section-title">{t('Addresses')}</h2>}
        extra={
          !person.isAdmin &&
          !addingAddress &&
          person.userAddresses.length < MAX_ADDRESSES_PER_USER && (
            <Button onClick={() => setAddingAddress(true)}>{t('Add address')}</Button>
          )
        }
      >
        {person.userAddresses.length === 0 ? (
          !addingAddress && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No address saved yet')} />
        ) : (
          <ul className="kn-adm-address-list">
            {person.userAddresses.map((address) => (
              <li key={`${address.society}-${address.wing}-${address.flatNumber}`}>{shippingLine(address)}</li>
            ))}
          </ul>
        )}
        {addingAddress && <AddAddressForm customer={person} onDone={() => setAddingAddress(false)} />}
      </Card>
      <CustomerOrders customerId={person._id} orderCount={person.orderCount} />
    </section>
  );
}
