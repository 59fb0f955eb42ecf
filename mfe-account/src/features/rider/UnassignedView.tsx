import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { api, errorMessage, type RiderOrder, TAGS, useAppDispatch } from '@kirana/shared';
import { useUnassignedOrderUpdates } from '@kirana/shared/extended';
import { ListStates } from './ListStates';
import { NotARider } from './NotARider';
import { OrderFacts } from './RiderOrderCard';
import { offUnassigned, useGetUnassignedQuery, useTakeOrderMutation } from './riderApi';
import { useRiderAccess } from './useRiderAccess';
import { useT } from '../../i18n';
import { EmptyState } from '../../components/page/EmptyState';

/**
 * Unassigned: open orders nobody has taken, the longest waiting first, each with Take. Two riders
 * tapping at once: the server gives it to one; the other hears why and sees the list read again.
 *
 * Live over the riders' room (`unassignedOrderChanged`: an id and whether it is takeable). An order
 * that joins is read with the list (the list stays exactly what the API answers: its order, its
 * limit, its fields; the event names nothing more than an id), one that leaves is dropped from the
 * cached list at once, without a request; after a reconnect the list is read again. Each is said
 * in a polite status line.
 */
export function UnassignedView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const read = useGetUnassignedQuery(undefined, { refetchOnMountOrArgChange: true });
  const readAgain = () => dispatch(api.util.invalidateTags([TAGS.unassignedOrders]));
  // What changed, said in a polite status line (as My run does): a screen reader hears the list move.
  const [news, setNews] = useState('');
  useUnassignedOrderUpdates((change) => {
    const listed = read.data?.find((order) => order._id === change._id);
    if (change.takeable) {
      if (!listed) setNews(t('A new order is waiting for a rider.'));
      readAgain();
      return;
    }
    if (listed) setNews(t('Order #{number} is no longer waiting.', { number: listed.orderNumber }));
    offUnassigned(dispatch, change._id);
  }, readAgain);
  const [problem, setProblem] = useState('');
  const { notARider } = useRiderAccess(read.error);

  if (notARider) return <NotARider />;
  return (
    <>
      <p className="kn-rider-news" role="status">
        {news}
      </p>
      {problem && (
        <p className="kn-rider-problem" role="alert">
          {problem} {t('The list has been read again.')}
        </p>
      )}
      <ListStates
        read={{ ...read, list: read.data }}
        loading={t('Loading unassigned orders')}
        failed={t('We couldn’t load the unassigned orders.')}
        empty={
          <EmptyState
            title={t('No orders are waiting for a rider')}
            text={t('Every open order has a rider. New orders appear here by themselves.')}
          >
            <button
              type="button"
              className="kn-ui-button"
              onClick={() => void read.refetch()}
              disabled={read.isFetching}
            >
              {read.isFetching ? t('Refreshing…') : t('Refresh')}
            </button>
          </EmptyState>
        }
      >
        {(list) => (
          <>
            <p className="kn-acc-page__lead">{t('The customer’s name and phone show once you take the order.')}</p>
            <ul className="kn-rider-list">
              {list.map((order) => (
                <li key={order._id}>
                  <UnassignedCard
                    order={order}
                    onRefused={(message) => {
                      setProblem(message);
                      void read.refetch();
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
    </>
  );
}

/**
 * An order nobody has: its society, flat, items and cash — never the customer's name or phone
 * (the API sends neither until a rider has it, R63), so no Call here.
 */
function UnassignedCard({ order, onRefused }: { order: RiderOrder; onRefused: (message: string) => void }) {
  const t = useT();
  const titleId = useId();
  const [take, { isLoading }] = useTakeOrderMutation();
  const onTake = async () => {
    try {
      await take(order._id).unwrap();
      toast.success(t('Order #{number} is on your run.', { number: order.orderNumber }));
    } catch (error) {
      // A 409 is another rider taking it first: the server's words say so.
      onRefused(errorMessage(error));
    }
  };
  return (
    <article className="kn-rider-card" aria-labelledby={titleId}>
      <p className="kn-rider-card__society">{order.address.societyName}</p>
      <OrderFacts order={order} titleId={titleId} heading="h2" />
      <button
        type="button"
        className="kn-ui-button kn-rider-take"
        onClick={() => void onTake()}
        disabled={isLoading}
        aria-describedby={titleId}
      >
        {isLoading ? t('Taking…') : t('Take')}
      </button>
    </article>
  );
}
