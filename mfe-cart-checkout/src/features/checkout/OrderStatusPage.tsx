import { useEffect, useState, type ReactNode } from 'react';
import {
  CenteredSpinner,
  clearCartItems,
  DangerAlert,
  DELIVERY_PROMISE_MINUTES,
  errorMessage,
  errorStatus,
  formatRupees,
  isObjectId,
  Link,
  type Order,
  useAppDispatch,
  useAppSelector,
  useSearchParams,
} from '@kirana/shared';
import { deliveryState, HandoffCode, nextPaymentCheckDelayMs, useLiveOrder } from '@kirana/shared/extended';
import { useVerifyPaymentQuery } from './ordersApi';
import { usePlaceOrder } from './usePlaceOrder';
import './checkout.css';
import { useT } from '../../i18n';

/**
 * `/orderstatus?transactionId=…&orderId=…`, where PhonePe sends the customer back. Asks the
 * store (which asks PhonePe when it has not heard) and shows paid, pending — checking again on
 * PhonePe's schedule — or failed, with a way to try again or pay cash on delivery instead.
 */
export function OrderStatusPage() {
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const orderId = params.get('orderId') ?? '';
  const t = useT();
  if (!transactionId || !isObjectId(orderId)) {
    return (
      <StatusCard
        title="We couldn’t find that payment"
        text="The link is incomplete. Your orders are listed in your account."
      >
        <Link className="kn-ui-button" to="/account/orders">
          {t('My orders')}
        </Link>
      </StatusCard>
    );
  }
  return <PaymentStatus transactionId={transactionId} orderId={orderId} />;
}

function PaymentStatus({ transactionId, orderId }: { transactionId: string; orderId: string }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, refetch } = useVerifyPaymentQuery(
    { transactionId, orderId },
    { refetchOnMountOrArgChange: true },
  );
  const [timedOut, setTimedOut] = useState(false);
  const t = useT();
  const status = data?.status;

  // Pending: ask again when PhonePe recommends, counted from when the payment started.
  useEffect(() => {
    if (status !== 'pending' || isFetching || !data) return;
    const delay = nextPaymentCheckDelayMs(Date.now() - Date.parse(data.order.createdAt));
    if (delay === null) return setTimedOut(true);
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [status, isFetching, data, refetch]);

  useEffect(() => {
    if (status === 'paid') dispatch(clearCartItems());
  }, [status, dispatch]);

  if (isLoading) return <CenteredSpinner label={t('Checking your payment')} />;
  if (error || !data) {
    if (errorStatus(error) === 404)
      return (
        <StatusCard
          title="We couldn’t find that payment"
          text="It may belong to another account. Your orders are listed in your account."
        />
      );
    return (
      <div className="kn-status">
        <DangerAlert>
          {t(errorMessage(error))}{' '}
          <button type="button" className="kn-ui-button" onClick={() => void refetch()}>
            {t('Check again')}
          </button>
        </DangerAlert>
      </div>
    );
  }
  if (data.status === 'paid') return <Paid order={data.order} />;
  if (data.status === 'failed') return <Failed order={data.order} />;
  return (
    <StatusCard
      title="Waiting for PhonePe to confirm your payment"
      text={
        timedOut
          ? 'PhonePe has not confirmed this payment yet. If money left your account, it will be confirmed or refunded by PhonePe. Please don’t pay again.'
          : 'This usually takes a few seconds. Please don’t pay again; we keep checking.'
      }
      busy={!timedOut}
    >
      <button
        type="button"
        className="kn-ui-button kn-ui-button--ghost"
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        {isFetching ? t('Checking…') : t('Check now')}
      </button>
    </StatusCard>
  );
}

/** What the paid page says under its title, by the order's stage (kept live while the page is open). */
function paidText(order: Order, t: ReturnType<typeof useT>): string {
  if (order.stage === 'delivered') return t('Your order was delivered. Thank you for shopping with us.');
  if (order.stage === 'out_for_delivery')
    return t('Your order is on its way. We’ll deliver it in {min}–{max} minutes.', DELIVERY_PROMISE_MINUTES);
  return t('We’re getting your order ready. We’ll deliver it in {min}–{max} minutes.', DELIVERY_PROMISE_MINUTES);
}

function Paid({ order: answered }: { order: Order }) {
  const t = useT();
  const live = useLiveOrder(answered._id);
  const order = live.status === 'ready' ? live.order : answered;
  if (order.stage === 'cancelled') return <CancelledAfterPayment order={order} />;
  return (
    <StatusCard icon="paid" title="Payment successful" text={paidText(order, t)}>
      <dl className="kn-status__facts">
        <dt>{t('Order')}</dt>
        <dd>#{order.orderNumber}</dd>
        <dt>{t('Paid')}</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
        <dt>{t('Status')}</dt>
        <dd>{t(deliveryState(order).label)}</dd>
      </dl>
      <HandoffCode order={order} className="kn-status__handoff" titleClassName="kn-status__handoff-title" />
      <Link className="kn-ui-button" to={`/order/${order._id}`}>
        {t('View order')}
      </Link>
    </StatusCard>
  );
}

/** Paid, then cancelled by the store: what happens to the money, never "on its way". */
function CancelledAfterPayment({ order }: { order: Order }) {
  const t = useT();
  const amount = formatRupees(order.refund?.amount ?? order.refundDue ?? order.totalPrice);
  const refund =
    order.refund?.state === 'refunded'
      ? t('{amount} refunded to the account you paid from.', { amount })
      : order.refund?.state === 'failed'
        ? t(
            'The PhonePe refund of {amount} did not go through. The store will refund you another way; please contact us.',
            {
              amount,
            },
          )
        : t('{amount} refund requested: it usually reaches the account you paid from in 3–5 working days.', { amount });
  const reason = order.cancelReason ? t('The store cancelled it: {reason}.', { reason: t(order.cancelReason) }) : '';
  return (
    <StatusCard title="Order cancelled" text={`${reason} ${refund}`.trim()}>
      <Link className="kn-ui-button" to={`/order/${order._id}`}>
        {t('View order')}
      </Link>
    </StatusCard>
  );
}

function Failed({ order }: { order: Order }) {
  const { place, placing, error, ready } = usePlaceOrder();
  const cartItems = useAppSelector((state) => state.cart.cartItems.length);
  const t = useT();
  return (
    <StatusCard
      icon="failed"
      title="Payment failed"
      text={t('PhonePe could not take {amount}. Nothing was charged and your cart is still here.', {
        amount: formatRupees(order.totalPrice),
      })}
    >
      {error && <DangerAlert>{t(error)}</DangerAlert>}
      {ready ? (
        <>
          <button type="button" className="kn-ui-button" disabled={placing} onClick={() => void place('PHONEPE')}>
            {t('Try PhonePe again')}
          </button>
          <button
            type="button"
            className="kn-ui-button kn-ui-button--ghost"
            disabled={placing}
            onClick={() => void place('COD')}
          >
            {t('Pay cash on delivery instead')}
          </button>
        </>
      ) : (
        <Link className="kn-ui-button" to={cartItems > 0 ? '/cart' : '/'}>
          {cartItems > 0 ? t('Back to cart') : t('Browse Products')}
        </Link>
      )}
    </StatusCard>
  );
}

function StatusCard({
  title,
  text,
  icon,
  busy,
  children,
}: {
  title: string;
  text: string;
  icon?: 'paid' | 'failed';
  busy?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="kn-status" aria-live="polite">
      <div className="kn-status__card">
        {icon && (
          <span className={`kn-status__icon kn-status__icon--${icon}`} aria-hidden="true">
            {icon === 'paid' ? '✓' : '!'}
          </span>
        )}
        {busy && <CenteredSpinner label={t('Checking your payment')} />}
        <h1 className="kn-status__title">{t(title)}</h1>
        <p className="kn-status__text">{t(text)}</p>
        <div className="kn-status__actions">{children}</div>
      </div>
    </section>
  );
}
