import { Table } from 'antd';
import { type CustomerSummary, formatDateTime, formatPhone, formatRupees, Link, useNavigate } from '@kirana/shared';
import { addressesLine, customerName } from './customerFacts';

/** The customer list at desk width: one row a customer; a row (or its name, by keyboard) opens their page. */
export function CustomerTable({ customers, loading }: { customers: CustomerSummary[]; loading: boolean }) {
  const navigate = useNavigate();
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
          title: 'Customer',
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
        { title: 'Orders', dataIndex: 'orderCount', align: 'right', width: 90 },
        { title: 'Total spent', key: 'totalSpent', align: 'right', width: 130, render: (_, customer) => formatRupees(customer.totalSpent) },
        {
          title: 'Last order',
          key: 'lastOrderAt',
          width: 190,
          render: (_, customer) => (customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : <span className="kn-adm-faint">No orders yet</span>),
        },
        { title: 'Addresses', key: 'addresses', ellipsis: true, render: (_, customer) => addressesLine(customer.userAddresses) },
      ]}
    />
  );
}
