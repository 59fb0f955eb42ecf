import { useState } from 'react';
import { api, Link, type RiderOrder, TAGS, type Translate, useAppDispatch } from '@kirana/shared';
import { groupRun, onRiderRun, useRiderOrderUpdates } from '@kirana/shared/extended';
import { ListStates } from './ListStates';
import { NotARider } from './NotARider';
import { RiderOrderCard } from './RiderOrderCard';
import { putOnRun, useGetRunQuery } from './riderApi';
import { type Hold, useHeldOrders } from './useHeldOrders';
import { useRiderAccess } from './useRiderAccess';
import { useT } from '../../i18n';
import { EmptyState } from '../../components/page/EmptyState';

/**
 * My run: today's open orders assigned to me (and delivered ones whose cash is still to collect),
 * society → wing → flat in walking order. Live: a new assignment appears, a cancelled order or
 * one given to another rider leaves, each said in a polite status line.
 */
export function RunView({ riderId }: { riderId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  // Read afresh whenever the page opens: while no socket listened the run may have changed.
  const read = useGetRunQuery(undefined, { refetchOnMountOrArgChange: true });
  const { shown, hold } = useHeldOrders(read.data ?? []);
  const [news, setNews] = useState('');
  const { notARider } = useRiderAccess(read.error);

  useRiderOrderUpdates(
    (order) => {
      const wasOnRun = read.data?.some((one) => one._id === order._id) ?? false;
      putOnRun(dispatch, order, riderId);
      setNews(newsOf(order, wasOnRun, riderId, t));
    },
    () => dispatch(api.util.invalidateTags([TAGS.riderRun, TAGS.unassignedOrders])),
  );

  if (notARider) return <NotARider />;
  return (
    <>
      <p className="kn-rider-news" role="status">
        {news}
      </p>
      <ListStates
        read={{ ...read, list: read.data ? shown : undefined }}
        loading={t('Loading your run')}
        failed={t('We couldn’t load your run.')}
        empty={
          <EmptyState
            title={t('No orders assigned to you right now')}
            text={t('New assignments appear here by themselves. You can also take an order nobody has.')}
          >
            <Link to="/rider/unassigned" className="kn-ui-button">
              {t('See unassigned orders')}
            </Link>
          </EmptyState>
        }
      >
        {(run) => <Run run={run} hold={hold} counted={read.data ?? []} />}
      </ListStates>
    </>
  );
}

/**
 * The run's cards (`run`: as shown, a swiped card held through its success) under what is left to
 * do, counted from the run as last answered (`counted`, the cache): a delivery saved changes the
 * count at once.
 */
function Run({ run, hold, counted }: { run: RiderOrder[]; hold: Hold; counted: readonly RiderOrder[] }) {
  const t = useT();
  const toDeliver = counted.filter((order) => !order.isDelivered).length;
  const cashOnly = counted.length - toDeliver;
  const left = [
    toDeliver > 0 &&
      t('{count, plural, one {# order to deliver} other {# orders to deliver}}, in walking order', {
        count: toDeliver,
      }),
    cashOnly > 0 &&
      t(
        '{count, plural, one {# delivered, its cash still to collect} other {# delivered, their cash still to collect}}',
        {
          count: cashOnly,
        },
      ),
  ].filter(Boolean);
  return (
    <>
      <p className="kn-acc-page__lead">{left.length > 0 ? left.join(' · ') : t('All delivered.')}</p>
      {groupRun(run).map((society) => (
        <section key={society.society} className="kn-rider-society" aria-labelledby={`kn-rider-s-${society.society}`}>
          <h2 id={`kn-rider-s-${society.society}`} className="kn-rider-society__name">
            {society.societyName}
          </h2>
          {society.wings.map((wing) => (
            <div key={wing.wing} className="kn-rider-wing">
              <h3 className="kn-rider-wing__name">{t('Wing {wing}', { wing: wing.wing })}</h3>
              <ul className="kn-rider-list">
                {wing.orders.map((order) => (
                  <li key={order._id}>
                    <RiderOrderCard order={order} hold={hold} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

/** What a live change did to the run, in words. */
function newsOf(order: RiderOrder, wasOnRun: boolean, riderId: string, t: Translate): string {
  const where = t('Flat {wing}-{flat}, {society}', {
    wing: order.address.wing,
    flat: order.address.flatNumber,
    society: order.address.societyName,
  });
  if (order.isCancelled) return t('Cancelled: {where}. Don’t deliver it.', { where });
  if (order.riderId !== riderId) return wasOnRun ? t('Given to another rider: {where}.', { where }) : '';
  if (!wasOnRun && onRiderRun(order, riderId)) return t('New order for you: {where}.', { where });
  return '';
}
