import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { formatPhone, formatRupees, useSearchParams, type RiderCashDay } from '@kirana/shared';
import { isCalendarDay, storeDay } from '@kirana/shared/extended';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';
import { useGetCashDayQuery } from './cashApi';
import { HandoverForm } from './HandoverForm';
import { HandoverList } from './HandoverList';
import '../../lib/pageParts.css';
import './cash.css';

const rupees = (paise: number) => formatRupees(paise / 100);

/** One rider's store day: delivered, collected, handed over, what they still hold; and a hand-over. */
function RiderDay({ day, date }: { day: RiderCashDay; date: string }) {
  const t = useT();
  const figures: [string, string][] = [
    [t('Delivered'), String(day.delivered)],
    [
      t('Cash collected'),
      `${rupees(day.collectedPaise)} · ${t('{count, plural, one {# order} other {# orders}}', { count: day.collectedOrders })}`,
    ],
    [t('Handed over'), rupees(day.handedOverPaise)],
    [t('Still with the rider'), rupees(day.outstandingPaise)],
    ...(day.overPaise > 0 ? ([[t('Handed over beyond collected'), rupees(day.overPaise)]] as [string, string][]) : []),
  ];
  return (
    <li className="kn-adm-cash-rider" aria-label={day.rider.name}>
      <div className="kn-adm-cash-rider__head">
        <span>{day.rider.name}</span>
        <span className="kn-adm-faint">{formatPhone(day.rider.phoneNumber)}</span>
        {!day.rider.isActive && <Tag>{t('Deactivated')}</Tag>}
        {day.hasMismatch && <Tag color="red">{t('Mismatch')}</Tag>}
      </div>
      <dl className="kn-adm-cash-rider__figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HandoverList handovers={day.handovers} riderName={day.rider.name} />
      <HandoverForm key={`${date}-${day.rider._id}`} day={day} date={date} />
    </li>
  );
}

/** `/cash`: per rider, one store day (today unless chosen): the cash they collected and handed over. */
export function CashPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const today = storeDay();
  const asked = params.get('date') ?? '';
  const date = isCalendarDay(asked) && asked <= today ? asked : today;
  const cash = useGetCashDayQuery(date);
  const riders = cash.data?.riders;
  return (
    <section className="kn-adm-cash">
      <div className="kn-adm-page-head">
        <div>
          <h1 className="kn-adm-section-title">{t('Cash')}</h1>
          <p className="kn-adm-faint">{t('What each rider collected at the door and handed over to the store.')}</p>
        </div>
        <div className="kn-adm-cash__day">
          <label htmlFor="kn-adm-cash-day">{t('Day')}</label>
          <input
            id="kn-adm-cash-day"
            type="date"
            className="ant-input"
            value={date}
            max={today}
            onChange={(event) =>
              setParams(event.target.value && event.target.value !== today ? { date: event.target.value } : {}, {
                replace: true,
              })
            }
          />
        </div>
      </div>
      {cash.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the cash')}
          description={errorMessage(cash.error)}
          action={<Button onClick={() => void cash.refetch()}>{t('Retry')}</Button>}
        />
      ) : !riders ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : riders.length === 0 ? (
        <Empty description={t('No riders yet — add the people who deliver')} />
      ) : (
        <ul className="kn-adm-cash__list" aria-label={t('Riders’ cash')} aria-busy={cash.isFetching}>
          {riders.map((day) => (
            <RiderDay key={day.rider._id} day={day} date={date} />
          ))}
        </ul>
      )}
    </section>
  );
}
