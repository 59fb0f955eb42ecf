import { type CustomerSummary, formatDateTime, formatPhone, formatRupees, Link } from '@kirana/shared';
import { addressesLine, customerName } from '../../components/customer/customerFacts';
import { useT } from '../../i18n';

/** The customer list on a phone: one card a customer, the whole card a link to their page. */
export function CustomerCards({ customers }: { customers: CustomerSummary[] }) {
  const t = useT();
  return (
    <ul className="kn-adm-cust-cards" aria-label={t('Customers')}>
      {customers.map((customer) => (
        <li key={customer._id}>
          <Link to={`/customers/${customer._id}`} className="kn-adm-cust-card">
            <span className="kn-adm-cust-card__head">
              <strong>{customerName(customer)}</strong>
              <span>{formatRupees(customer.totalSpent)}</span>
            </span>
            <span className="kn-adm-cust-card__line">
              {formatPhone(customer.phoneNumber)} ·{' '}
              {t('{count, plural, one {# order} other {# orders}}', { count: customer.orderCount })}
            </span>
            <span className="kn-adm-cust-card__line kn-adm-faint">
              {customer.lastOrderAt
                ? t('Last order {when}', { when: formatDateTime(customer.lastOrderAt) })
                : t('No orders yet')}
            </span>
            <span className="kn-adm-cust-card__line kn-adm-faint">{addressesLine(customer.userAddresses)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
