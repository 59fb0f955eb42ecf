import {
  DELIVERY_PROMISE_MINUTES,
  DangerAlert,
  errorMessage,
  formatDateTime,
  formatRupees,
  itemsSummary,
  Link,
  type Order,
  useSearchParams,
} from '@kirana/shared';
import { HandoffCode, useLiveOrders } from '@kirana/shared/extended';
import type { ReactNode } from 'react';
import { BagIcon } from '../../components/page/icons';
import { PageHeader } from '../../components/page/PageHeader';
import { DeliveryCountdown, OrderBadges } from '../../components/order/OrderBadges';
import { useGetMyOrdersQuery } from './myOrdersApi';
import { ReorderButton } from '../../components/order/ReorderButton';
import './orders.css';
import { useT } from '../../i18n';
import { EmptyState } from '../../components/page/EmptyState';

/** `?page=2` → 2; anything else is the first page. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * `account/orders`: the customer's orders, newest first, with the delivery promise counting down
 * on open ones. Live: an `orderUpdated` patches the listed order in place (`myOrdersApi`).
 */
export function OrdersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  // Read afresh whenever the page opens (a cached page may have missed changes while no socket listened).
  const { data, error, isLoading, isFetching, refetch } = useGetMyOrdersQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  useLiveOrders();

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (isLoading) body = <OrdersSkeleton />;
  else if (!data) {
    body = (
      <DangerAlert>
        {t('We couldn’t load your orders.')} {t(errorMessage(error))}
        <button type="button" className="kn-ui-button" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t('Retrying…') : t('Retry')}
        </button>
      </DangerAlert>
    );
  } else if (data.total === 0) {
    body = (
      <EmptyState
        icon={<BagIcon size={40} />}
        title={t('No orders yet')}
        text={t(
          'Fresh groceries at your door in {min}–{max} minutes. Your orders will show up here.',
          DELIVERY_PROMISE_MINUTES,
        )}
      >
        <Link to="/" className="kn-ui-button">
          {t('Browse Products')}
        </Link>
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        title={t('No orders on this page')}
        text={t('You have {total, plural, one {# order} other {# orders}} in all.', { total: data.total })}
      >
        <button type="button" className="kn-ui-button" onClick={() => goTo(1)}>
          {t('Show my latest orders')}
        </button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="kn-acc-orders" aria-busy={isFetching}>
          {data.items.map((order) => (
            <li key={order._id} className="kn-acc-orders__row">
              <OrderCard order={order} />
              <ReorderButton orderId={order._id} orderNumber={order.orderNumber} className="kn-acc-orders__reorder" />
            </li>
          ))}
        </ul>
        {data.pages > 1 && (
          <nav className="kn-acc-pager" aria-label={t('Order pages')}>
            <button
              type="button"
              className="kn-ui-button kn-ui-button--ghost"
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              {t('Newer')}
            </button>
            <span className="kn-acc-pager__where">{t('Page {page} of {pages}', { page, pages: data.pages })}</span>
            <button
              type="button"
              className="kn-ui-button kn-ui-button--ghost"
              disabled={page >= data.pages}
              onClick={() => goTo(page + 1)}
            >
              {t('Older')}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className="kn-acc-page">
      <PageHeader title="My orders" back={{ to: '/account', label: 'Account' }} />
      {body}
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const count = order.orderItems.reduce((sum, item) => sum + item.qty, 0);
  return (
    <Link to={`/order/${order._id}`} className="kn-acc-order">
      <span className="kn-acc-order__top">
        <span className="kn-acc-order__date">{formatDateTime(order.createdAt)}</span>
        <span className="kn-acc-order__total">{formatRupees(order.totalPrice)}</span>
      </span>
      <span className="kn-acc-order__number">{t('Order #{number}', { number: order.orderNumber })}</span>
      <span className="kn-acc-order__items">
        {itemsSummary(order.orderItems)}{' '}
        <span className="kn-acc-order__count">· {t('{count, plural, one {# item} other {# items}}', { count })}</span>
      </span>
      <HandoffCode order={order} variant="tag" className="kn-acc-order__code" />
      <span className="kn-acc-order__foot">
        <OrderBadges order={order} />
        <DeliveryCountdown order={order} className="kn-acc-order__countdown" />
      </span>
    </Link>
  );
}

/** Grey cards the shape of orders while the first page loads. */
function OrdersSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('Loading your orders')}>
      <ul className="kn-acc-orders" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className="kn-acc-skeleton">
            <span className="kn-acc-skeleton__line kn-acc-skeleton__line--short" />
            <span className="kn-acc-skeleton__line" />
            <span className="kn-acc-skeleton__line kn-acc-skeleton__line--mid" />
          </li>
        ))}
      </ul>
    </div>
  );
}
