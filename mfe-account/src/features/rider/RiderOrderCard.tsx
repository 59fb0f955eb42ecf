import { useId, useState } from 'react';
import { errorMessage, formatPhone, formatRupees, productName, type RiderOrder, useLocale } from '@kirana/shared';
import { cashToCollect, SwipeToConfirm, useDirectionsLink } from '@kirana/shared/extended';
import { DeliverWithCode } from './DeliverWithCode';
import { useCollectCashMutation, usePickUpMutation } from './riderApi';
import type { Hold } from './useHeldOrders';
import { useT } from '../../i18n';

/**
 * Who the order is for, as far as the rider may know (R63): the name, else the phone; null on an
 * order that is not theirs (the API sends neither) or one delivered before today.
 */
export function customerLabel(order: RiderOrder): string | null {
  const { name, phoneNumber } = order.customer;
  return name?.trim() || (phoneNumber ? formatPhone(phoneNumber) : null);
}

/**
 * Flat, what to carry and what to take at the door: the facts every rider's card starts with, and
 * the customer's name only where the API sends it (an order of theirs).
 */
export function OrderFacts({
  order,
  titleId,
  heading: Heading = 'h4',
}: {
  order: RiderOrder;
  titleId: string;
  /** h4 under the run's society and wing headings; h2 in a flat list. */
  heading?: 'h2' | 'h4';
}) {
  const t = useT();
  const locale = useLocale();
  const toCollect = cashToCollect(order);
  const who = customerLabel(order);
  return (
    <>
      <div className="kn-rider-card__head">
        <Heading id={titleId} className="kn-rider-card__flat">
          {t('Flat {wing}-{flat}', { wing: order.address.wing, flat: order.address.flatNumber })}
        </Heading>
        {order.isDelivered && <span className="kn-rider-card__delivered">{t('Delivered')}</span>}
        {toCollect > 0 ? (
          <span className="kn-rider-card__cash">
            {t('Collect {amount}', { amount: formatRupees(toCollect, { locale }) })}
          </span>
        ) : (
          <span className="kn-rider-card__paid">{t('Paid')}</span>
        )}
      </div>
      <p className="kn-rider-card__who">
        {who && <>{who} · </>}
        {t('Order #{number}', { number: order.orderNumber })}
      </p>
      <details className="kn-rider-card__items">
        <summary>{t('{count, plural, one {# item} other {# items}}', { count: order.itemCount })}</summary>
        <ul>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order, and two may share a name
            <li key={index}>
              {productName(item, locale)} <span className="kn-rider-card__muted">{item.quantityLabel}</span> ×{' '}
              {item.qty}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/**
 * One order on the rider's run: the facts, Call (while the API sends the customer's phone: until
 * the order is delivered) and Directions, then what is left to do — Delivered (with the customer's
 * code) and, for cash on delivery not yet paid, Collected cash — each a swipe (R35). A flagged
 * order is the store's to deliver. The facts say what the API last answered at once (a swipe just
 * saved: Delivered, Paid), while the swipe shows its success.
 */
export function RiderOrderCard({ order, hold }: { order: RiderOrder; hold: Hold }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [collectCash] = useCollectCashMutation();
  const directions = useDirectionsLink(order.address);
  const toCollect = cashToCollect(order);
  const now = hold.savedAs(order._id) ?? order;
  const phone = now.customer.phoneNumber;

  const collect = async () => {
    hold.hold(order);
    try {
      hold.release(order._id, await collectCash(order._id).unwrap());
    } catch (error) {
      hold.release(order._id, null);
      throw error;
    }
  };

  return (
    <article className="kn-rider-card" aria-labelledby={titleId}>
      <OrderFacts order={now} titleId={titleId} />
      <div className="kn-rider-card__links">
        {phone && (
          <a className="kn-rider-link" href={`tel:+91${phone}`}>
            {t('Call {name}', { name: customerLabel(now) ?? formatPhone(phone) })}
          </a>
        )}
        <a className="kn-rider-link" {...directions}>
          {t('Directions')}
        </a>
      </div>
      {now.isDelivered && !phone && (
        <p className="kn-rider-card__hint">{t('Delivered: to reach the customer now, call the store.')}</p>
      )}
      <PickUp order={order} />
      {order.handoffFlagged && !order.isDelivered ? (
        <p className="kn-rider-card__flagged" role="alert">
          {t('Too many wrong codes: the store must deliver this order. Take it back to the store.')}
        </p>
      ) : (
        !order.isDelivered && <DeliverWithCode order={order} hold={hold} />
      )}
      {toCollect > 0 && (
        <CollectCashSwipe
          label={t('Collected cash {amount}', { amount: formatRupees(toCollect, { locale }) })}
          onConfirm={collect}
        />
      )}
    </article>
  );
}

/**
 * Where the order is before the rider leaves the store: still being packed (wait), or packed with a
 * Picked up button that puts it out for delivery (the customer then sees the rider coming).
 */
function PickUp({ order }: { order: RiderOrder }) {
  const t = useT();
  const [pickUp, { isLoading, error }] = usePickUpMutation();
  if (order.stage === 'placed' || order.stage === 'packing')
    return <p className="kn-rider-card__hint">{t('The store is still packing this order.')}</p>;
  if (order.stage !== 'packed') return null;
  return (
    <div className="kn-rider-card__step">
      <button
        type="button"
        className="kn-ui-button kn-rider-card__pickup"
        disabled={isLoading}
        onClick={() => void pickUp(order._id)}
      >
        {isLoading ? t('Saving…') : t('Picked up')}
      </button>
      {error && (
        <p className="kn-rider-card__error" role="alert">
          {t(errorMessage(error))}
        </p>
      )}
    </div>
  );
}

/** The swipe springs back when the store refuses; the refusal's sentence says why, under it. */
function CollectCashSwipe({ label, onConfirm }: { label: string; onConfirm: () => Promise<void> }) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(errorMessage(error));
      throw error;
    }
  };
  return (
    <div className="kn-rider-card__step">
      <p className="kn-rider-card__hint">{t('Swipe once the customer has paid you in cash.')}</p>
      <SwipeToConfirm label={label} onConfirm={confirm} />
      {problem && (
        <p className="kn-rider-card__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
