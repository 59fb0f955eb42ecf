import { Alert, Button, Skeleton, Timeline } from 'antd';
import { useEffect, useRef } from 'react';
import {
  formatDateTime,
  formatRupees,
  PAID_WITH_LABELS,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderEvent,
  type Translate,
} from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';
import { useGetOrderTimelineQuery } from './timelineApi';

/** What one entry of the timeline says, in the admin's language. */
export function eventSentence(t: Translate, event: OrderEvent, order: Pick<Order, 'paymentMethod'>): string {
  const by = event.actor?.name || t('someone');
  const rider = event.rider?.name || t('a rider');
  const amount = event.amountPaise === undefined ? '' : formatRupees(event.amountPaise / 100);
  switch (event.kind) {
    case 'placed':
      return t('Placed by {name}, {method}', { name: by, method: t(PAYMENT_METHOD_LABELS[order.paymentMethod]) });
    case 'paid': {
      const how = event.paidWith ? t(PAID_WITH_LABELS[event.paidWith]) : t('Paid');
      return event.actor ? t('Paid: {how}, marked by {name}', { how, name: by }) : t('Paid: {how}', { how });
    }
    case 'payment_undone':
      return t('Payment undone by {name}', { name: by });
    case 'assigned':
      return t('Assigned to {rider} by {name}', { rider, name: by });
    case 'taken':
      return t('Taken by {rider}', { rider });
    case 'delivered':
      return event.deliveredWith === 'CODE'
        ? t('Delivered by {name} with the customer’s code', { name: by })
        : t('Delivered by {name} without the code (admin override)', { name: by });
    case 'delivery_undone':
      return t('Delivery undone by {name}', { name: by });
    case 'handoff_refused':
      return t('{rider} tried a wrong code ({count, plural, one {# try left} other {# tries left}})', {
        rider,
        count: event.triesLeft ?? 0,
      });
    case 'handoff_flagged':
      return t('Wrong code 5 times: flagged for the store');
    case 'cash_collected':
      return t('{rider} collected {amount} in cash', { rider, amount });
    case 'cancelled':
      return event.reason
        ? t('Cancelled by {name}: {reason}', { name: by, reason: event.reason })
        : t('Cancelled by {name}', { name: by });
    case 'handed_over':
      return t('Cash handed over to the store by {rider}, received by {name}', { rider, name: by });
    case 'packing':
      return t('Packing started by {name}', { name: by });
    case 'packed':
      return t('Packed by {name}', { name: by });
    case 'picked_up':
      return t('Picked up by {rider}: out for delivery', { rider });
    case 'refund_requested':
      return t('Refund of {amount} requested from PhonePe', { amount });
    case 'refunded':
      return t('{amount} refunded by PhonePe', { amount });
    case 'refund_failed':
      return t('PhonePe could not refund {amount}', { amount });
    case 'handover_voided':
      return event.reason
        ? t('Hand-over voided by {name}: {reason}. The cash is {rider}’s to hand over again.', {
            name: by,
            reason: event.reason,
            rider,
          })
        : t('Hand-over voided by {name}. The cash is {rider}’s to hand over again.', { name: by, rider });
    case 'line_short':
      return event.supplied
        ? t('{product}: only {supplied} went in the bag ({units} short, {amount} off the bill), marked by {name}', {
            product: event.product ?? '',
            supplied: event.supplied,
            units: event.units ?? 0,
            amount,
            name: by,
          })
        : t('{product}: not available ({amount} off the bill), marked by {name}', {
            product: event.product ?? '',
            amount,
            name: by,
          });
    case 'refund_mismatch':
      return t(
        'PhonePe reported a refund of {amount}, not the amount asked: the refund stays due until PhonePe confirms it',
        {
          amount,
        },
      );
  }
}

const ALARMS: ReadonlySet<OrderEvent['kind']> = new Set([
  'handoff_refused',
  'handoff_flagged',
  'cancelled',
  'refund_failed',
  'refund_mismatch',
  'handover_voided',
]);
const DONE: ReadonlySet<OrderEvent['kind']> = new Set([
  'delivered',
  'paid',
  'cash_collected',
  'handed_over',
  'packed',
  'refunded',
]);

/**
 * The order's history, oldest first: what happened, who did it, when. Read again whenever the order
 * on screen changes, including a change pushed live (another admin's, the rider's, the customer's),
 * which replaces the cached order without touching the history's cache.
 */
export function OrderTimelineSection({ order }: { order: Order }) {
  const t = useT();
  const timeline = useGetOrderTimelineQuery(order._id);
  const { refetch } = timeline;
  const shown = useRef(order);
  useEffect(() => {
    if (shown.current === order) return;
    shown.current = order;
    void refetch();
  }, [order, refetch]);
  return (
    <section className="kn-adm-detail-card kn-adm-timeline" aria-labelledby="kn-adm-timeline-title">
      <h2 id="kn-adm-timeline-title" className="kn-adm-card-title">
        {t('History')}
      </h2>
      {timeline.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the order’s history')}
          description={errorMessage(timeline.error)}
          action={<Button onClick={() => void timeline.refetch()}>{t('Retry')}</Button>}
        />
      ) : !timeline.data ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <Timeline
          items={timeline.data.events.map((event) => ({
            color: ALARMS.has(event.kind) ? 'red' : DONE.has(event.kind) ? 'green' : 'blue',
            content: (
              <>
                <span>{eventSentence(t, event, order)}</span>
                <br />
                <time className="kn-adm-muted" dateTime={event.at}>
                  {formatDateTime(event.at)}
                </time>
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
