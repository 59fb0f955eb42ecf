import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime, formatRupees, type CustomerSummary } from '@kirana/shared';
import { ContactLinks } from './ContactLinks';
import { customerName } from './customerFacts';

const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Who a customer is and what they have bought: the customer page's head and the phone lookup's answer. */
export function CustomerCard({ customer, extra, titleLevel = 2 }: { customer: CustomerSummary; extra?: ReactNode; titleLevel?: 1 | 2 }) {
  const name = customerName(customer);
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <Card className="kn-adm-cust-profile" title={<Title className="kn-adm-cust-profile__name">{name}</Title>} extra={extra}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        size="small"
        items={[
          { key: 'phone', label: 'Phone', children: <ContactLinks phone={customer.phoneNumber} name={name} /> },
          { key: 'joined', label: 'Customer since', children: joined.format(new Date(customer.createdAt)) },
          { key: 'orders', label: 'Orders', children: customer.orderCount },
          { key: 'spent', label: 'Total spent', children: formatRupees(customer.totalSpent) },
          { key: 'last', label: 'Last order', children: customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : 'No orders yet' },
        ]}
      />
    </Card>
  );
}
