import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  addToCart,
  api,
  errorMessage,
  type ReorderLine,
  toCartItem,
  useAppDispatch,
  useAppSelector,
  useNavigate,
} from '@kirana/shared';
import { planReorder, reorderMessage } from '@kirana/shared/extended';
import { useT } from '../../i18n';

/** `GET /api/orders/:id/reorder`: the order's lines with today's products, read afresh each time. */
const reorderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReorderLines: build.query<ReorderLine[], string>({
      query: (orderId) => `/api/orders/${encodeURIComponent(orderId)}/reorder`,
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Reorder: the order's lines go into the cart at today's prices, capped by stock and 5 a line on
 * top of what the cart holds (planReorder); one toast says what was added and anything unavailable
 * or changed, and the cart opens when anything went in.
 */
export function useReorder(orderId: string) {
  const [readLines] = reorderApi.useLazyGetReorderLinesQuery();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart.cartItems);
  const navigate = useNavigate();
  const t = useT();
  const [busy, setBusy] = useState(false);

  const reorder = async () => {
    setBusy(true);
    try {
      const lines = await readLines(orderId).unwrap();
      const plan = planReorder(lines, (productId) => cart.find((line) => line._id === productId)?.qty ?? 0);
      for (const { product, qty } of plan.lines) dispatch(addToCart(toCartItem(product, qty)));
      const { kind, text } = reorderMessage(plan, t);
      toast[kind](text);
      if (plan.added > 0) navigate('/cart');
    } catch (error) {
      toast.error(t(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };
  return { reorder, busy };
}

/** The Reorder button of one past order (My orders, the order page). */
export function ReorderButton({
  orderId,
  orderNumber,
  className = '',
}: {
  orderId: string;
  orderNumber: string;
  className?: string;
}) {
  const { reorder, busy } = useReorder(orderId);
  const t = useT();
  return (
    <button
      type="button"
      className={`kn-ui-button kn-ui-button--ghost ${className}`.trim()}
      onClick={() => void reorder()}
      disabled={busy}
      aria-label={t('Reorder order #{number}', { number: orderNumber })}
    >
      {busy ? t('Adding…') : t('Reorder')}
    </button>
  );
}
