import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { dateFormat, formatDateTime, formatRupees, type CustomerSummary } from '@kirana/shared';
import { ContactLinks } from './ContactLinks';
import { customerName } from '../../components/customer/customerFacts';
import { useT } from '../../i18n';

const joined = (iso: string) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** Who a customer is and what they have bought: the customer page's head and the phone lookup's answer. */
export function CustomerCard({
  customer,
  extra,
  titleLevel = 2,
}: {
  customer: CustomerSummary;
  extra?: ReactNode;
  titleLevel?: 1 | 2;
}) {
  const t = useT();
  const name = customerName(customer);
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <Card
      className="kn-adm-cust-profile"
      title={<Title className="kn-adm-cust-profile__name">{name}</Title>}
      extra={extra}
    >
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        size="small"
        items={[
          { key: 'phone', label: t('Phone'), children: <ContactLinks phone={customer.phoneNumber} name={name} /> },
          { key: 'joined', label: t('Customer since'), children: joined(customer.createdAt) },
          { key: 'orders', label: t('Orders'), children: customer.orderCount },
          { key: 'spent', label: t('Total spent'), children: formatRupees(customer.totalSpent) },
          {
            key: 'last',
            label: t('Last order'),
            children: customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : t('No orders yet'),
          },
        ]}
      />
    </Card>
  );
}
