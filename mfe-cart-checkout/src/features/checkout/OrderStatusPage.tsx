import { useEffect, useState, type ReactNode } from 'react';
import {
  CenteredSpinner,
  clearCartItems,
  DangerAlert,
  DELIVERY_PROMISE_TEXT,
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
import { nextPaymentCheckDelayMs } from '@kirana/shared/extended';
import { useVerifyPaymentQuery } from './ordersApi';
import { usePlaceOrder } from './usePlaceOrder';
import './checkout.css';

/**
 * `/orderstatus?transactionId=…&orderId=…`, where PhonePe sends the customer back. Asks the
 * store (which asks PhonePe when it has not heard) and shows paid, pending — checking again on
 * PhonePe's schedule — or failed, with a way to try again or pay cash on delivery instead.
 */
export function OrderStatusPage() {
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const orderId = params.get('orderId') ?? '';
  if (!transactionId || !isObjectId(orderId)) {
    return (
      <StatusCard title="We couldn’t find that payment" text="The link is incomplete. Your orders are listed in your account.">
        <Link className="kn-ui-button" to="/account/orders">
          My orders
        </Link>
      </StatusCard>
    );
  }
  return <PaymentStatus transactionId={transactionId} orderId={orderId} />;
}

function PaymentStatus({ transactionId, orderId }: { transactionId: string; orderId: string }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, refetch } = useVerifyPaymentQuery({ transactionId, orderId }, { refetchOnMountOrArgChange: true });
  const [timedOut, setTimedOut] = useState(false);
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

  if (isLoading) return <CenteredSpinner label="Checking your payment" />;
  if (error || !data) {
    if (errorStatus(error) === 404) return <StatusCard title="We couldn’t find that payment" text="It may belong to another account. Your orders are listed in your account." />;
    return (
      <div className="kn-status">
        <DangerAlert>
          {errorMessage(error)}{' '}
          <button type="button" className="kn-ui-button" onClick={() => void refetch()}>
            Check again
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
      <button type="button" className="kn-ui-button kn-ui-button--ghost" disabled={isFetching} onClick={() => void refetch()}>
        {isFetching ? 'Checking…' : 'Check now'}
      </button>
    </StatusCard>
  );
}

function Paid({ order }: { order: Order }) {
  return (
    <StatusCard icon="paid" title="Payment successful" text={`Your order is on its way. We’ll deliver it in ${DELIVERY_PROMISE_TEXT}.`}>
      <dl className="kn-status__facts">
        <dt>Order</dt>
        <dd>#{order.orderNumber}</dd>
        <dt>Paid</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
      </dl>
      <Link className="kn-ui-button" to={`/order/${order._id}`}>
        View order
      </Link>
    </StatusCard>
  );
}

function Failed({ order }: { order: Order }) {
  const { place, placing, error, ready } = usePlaceOrder();
  const cartItems = useAppSelector((state) => state.cart.cartItems.length);
  return (
    <StatusCard icon="failed" title="Payment failed" text={`PhonePe could not take ${formatRupees(order.totalPrice)}. Nothing was charged and your cart is still here.`}>
      {error && <DangerAlert>{error}</DangerAlert>}
      {ready ? (
        <>
          <button type="button" className="kn-ui-button" disabled={placing} onClick={() => void place('PHONEPE')}>
            Try PhonePe again
          </button>
          <button type="button" className="kn-ui-button kn-ui-button--ghost" disabled={placing} onClick={() => void place('COD')}>
            Pay cash on delivery instead
          </button>
        </>
      ) : (
        <Link className="kn-ui-button" to={cartItems > 0 ? '/cart' : '/'}>
          {cartItems > 0 ? 'Back to cart' : 'Browse Products'}
        </Link>
      )}
    </StatusCard>
  );
}

function StatusCard({ title, text, icon, busy, children }: { title: string; text: string; icon?: 'paid' | 'failed'; busy?: boolean; children?: ReactNode }) {
  return (
    <section className="kn-status" aria-live="polite">
      <div className="kn-status__card">
        {icon && (
          <span className={`kn-status__icon kn-status__icon--${icon}`} aria-hidden="true">
            {icon === 'paid' ? '✓' : '!'}
          </span>
        )}
        {busy && <CenteredSpinner label="Checking your payment" />}
        <h1 className="kn-status__title">{title}</h1>
        <p className="kn-status__text">{text}</p>
        <div className="kn-status__actions">{children}</div>
      </div>
    </section>
  );
}
