import { Alert, Button, Empty, Segmented, Skeleton } from 'antd';
import { toast } from 'react-toastify';
import {
  formatPhone,
  formatRupees,
  Link,
  storeContact,
  useSearchParams,
  type CustomerDue,
  type Translate,
} from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { daysOwed } from '@kirana/shared/extended';
import { customerName, whatsAppLink } from '../../components/customer/customerFacts';
import { useGetDuesQuery } from '../../lib/khataApi';
import '../../lib/pageParts.css';
import './khata.css';
import { useT } from '../../i18n';

type DuesSort = 'amount' | 'age';
const SORT_LABELS: Record<DuesSort, string> = { amount: 'Most owed', age: 'Longest owed' };

/** The reminder for a customer who owes, in the language the admin is using. */
export function duesReminder(t: Translate, due: CustomerDue, storePhone: string): string {
  return t(
    'Namaste {name}, a gentle reminder from {store}: {amount} is due on your khata for {count, plural, one {# order} other {# orders}} delivered to you. You can pay in cash or by UPI with your next order. Questions? Call us on {phone}. Thank you!',
    {
      name: due.customer.name.trim() || t('there'),
      store: 'Kirana Now',
      amount: formatRupees(due.balanceDuePaise / 100),
      count: due.unpaidOrders,
      phone: storePhone,
    },
  );
}

/** One customer who owes: how much, since when, and the reminder ready to send. */
function DueCard({ due }: { due: CustomerDue }) {
  const t = useT();
  const name = customerName(due.customer);
  const text = duesReminder(t, due, storeContact().phone);
  const days = daysOwed(new Date(due.owedSince));
  return (
    <li className="kn-adm-due">
      <div className="kn-adm-due__head">
        <Link to={`/customers/${due.customer._id}`}>{name}</Link>
        <strong>{formatRupees(due.balanceDuePaise / 100)}</strong>
      </div>
      <div className="kn-adm-faint">
        {formatPhone(due.customer.phoneNumber)} ·{' '}
        {t('{count, plural, one {# unpaid order} other {# unpaid orders}}', { count: due.unpaidOrders })} ·{' '}
        {days === 0
          ? t('owed since today')
          : t('{count, plural, one {owed for # day} other {owed for # days}}', { count: days })}
      </div>
      <p className="kn-adm-due__text">{text}</p>
      <div className="kn-adm-due__actions">
        <a
          className="kn-adm-link-button"
          href={whatsAppLink(due.customer.phoneNumber, text)}
          target="_blank"
          rel="noreferrer"
        >
          {t('Send on WhatsApp')}
        </a>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => toast.success(t('Reminder copied')),
              () => toast.error(t('Couldn’t copy: select the text and copy it')),
            )
          }
        >
          {t('Copy text')}
        </Button>
      </div>
    </li>
  );
}

/** `/dues`: every customer whose khata has something due, most owed or longest owed first. */
export function DuesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const sort: DuesSort = params.get('sort') === 'age' ? 'age' : 'amount';
  const dues = useGetDuesQuery(sort);
  const list = dues.data;
  return (
    <section className="kn-adm-dues">
      <div className="kn-adm-page-head">
        <div>
          <h1 className="kn-adm-section-title">{t('Dues')}</h1>
          <p className="kn-adm-faint">
            {t('Orders delivered and not yet paid, by customer, less any credit on their khata.')}
            {list &&
              list.items.length > 0 &&
              ` ${t('{amount} due from {count, plural, one {# customer} other {# customers}}.', { amount: formatRupees(list.totalDuePaise / 100), count: list.items.length })}`}
          </p>
        </div>
        <Segmented<DuesSort>
          aria-label={t('Order of the list')}
          value={sort}
          options={(['amount', 'age'] as const).map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          onChange={(value) => setParams(value === 'age' ? { sort: 'age' } : {}, { replace: true })}
        />
      </div>
      {dues.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the dues')}
          description={errorMessage(dues.error)}
          action={<Button onClick={() => void dues.refetch()}>{t('Retry')}</Button>}
        />
      ) : !list ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.items.length === 0 ? (
        <Empty description={t('Nobody owes the store anything')} />
      ) : (
        <ol className="kn-adm-dues__list" aria-label={t('Customers who owe')} aria-busy={dues.isFetching}>
          {list.items.map((due) => (
            <DueCard key={due.customer._id} due={due} />
          ))}
        </ol>
      )}
    </section>
  );
}
