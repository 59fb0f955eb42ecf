import { Table } from 'antd';
import { type CustomerSummary, formatDateTime, formatPhone, formatRupees, Link, useNavigate } from '@kirana/shared';
import { addressesLine, customerName } from '../../components/customer/customerFacts';
import { useT } from '../../i18n';

/** The customer list at desk width: one row a customer; a row (or its name, by keyboard) opens their page. */
export function CustomerTable({ customers, loading }: { customers: CustomerSummary[]; loading: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Table<CustomerSummary>
      rowKey="_id"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={customers}
      rowClassName={() => 'kn-adm-clickable'}
      onRow={(customer) => ({ onClick: () => navigate(`/customers/${customer._id}`) })}
      scroll={{ x: 820 }}
      columns={[
        {
          title: t('Customer'),
          key: 'customer',
          render: (_, customer) => (
            <div className="kn-adm-cust-who">
              <Link to={`/customers/${customer._id}`} onClick={(event) => event.stopPropagation()}>
                {customerName(customer)}
              </Link>
              <span className="kn-adm-faint">{formatPhone(customer.phoneNumber)}</span>
            </div>
          ),
        },
        { title: t('Orders'), dataIndex: 'orderCount', align: 'right', width: 90 },
        {
          title: t('Total spent'),
          key: 'totalSpent',
          align: 'right',
          width: 130,
          render: (_, customer) => formatRupees(customer.totalSpent),
        },
        {
          title: t('Last order'),
          key: 'lastOrderAt',
          width: 190,
          render: (_, customer) =>
            customer.lastOrderAt ? (
              formatDateTime(customer.lastOrderAt)
            ) : (
              <span className="kn-adm-faint">{t('No orders yet')}</span>
            ),
        },
        {
          title: t('Addresses'),
          key: 'addresses',
          ellipsis: true,
          render: (_, customer) => addressesLine(customer.userAddresses),
        },
      ]}
    />
  );
}
