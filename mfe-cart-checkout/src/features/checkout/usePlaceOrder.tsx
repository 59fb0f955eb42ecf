import { useCallback, useRef, useState } from 'react';
import {
  addToCart,
  clearCartItems,
  computeBill,
  errorMessage,
  errorStatus,
  newIdempotencyKey,
  type OrderCreate,
  type PaymentMethod,
  selectFirstAddress,
  storeStatusApi,
  toCartItem,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useNavigate,
} from '@kirana/shared';
import { toast } from 'react-toastify';
import { leavePageFor } from './leavePage';
import { OrderPlacedToast } from './OrderPlacedToast';
import { ordersApi, usePlaceCashOrderMutation, usePlacePhonePeOrderMutation } from './ordersApi';

/**
 * Places the cart as an order, once. The button cannot fire twice (a ref, not just React state,
 * guards it), and each checkout attempt carries its own Idempotency-Key: retrying the same cart
 * after a lost answer reuses the key, so the server answers with the order it already made.
 * Cash on delivery → the order page; PhonePe → PhonePe's pay page.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const items = useAppSelector((state) => state.cart.cartItems);
  const address = useAppSelector(selectFirstAddress);
  const [placeCash] = usePlaceCashOrderMutation();
  const [placePhonePe] = usePlacePhonePeOrderMutation();
  const busy = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** A price or stock changed under the cart: read the products again so the cart shows today's prices. */
  const refreshCart = useCallback(async () => {
    for (const line of store.getState().cart.cartItems) {
      const { data } = await dispatch(
        ordersApi.endpoints.getCartProduct.initiate(line._id, { forceRefetch: true, subscribe: false }),
      );
      if (data) dispatch(addToCart(toCartItem(data, line.qty)));
    }
  }, [dispatch, store]);

  const place = useCallback(
    async (paymentMethod: PaymentMethod) => {
      if (busy.current || !address || items.length === 0) return;
      busy.current = true;
      setPlacing(true);
      setError(null);
      const body: OrderCreate = {
        orderItems: items.map((line) => ({ product: line._id, qty: line.qty })),
        shippingAddress: { society: address.society, wing: address.wing, flatNumber: address.flatNumber },
        paymentMethod,
        expectedTotal: computeBill(items).toPay,
      };
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      const args = { body, idempotencyKey: attempt.current.key };
      try {
        if (paymentMethod === 'PHONEPE') {
          const { redirectUrl } = await placePhonePe(args).unwrap();
          // The page is going away; the button stays pressed until it does.
          leavePageFor(redirectUrl);
          return;
        }
        const order = await placeCash(args).unwrap();
        dispatch(clearCartItems());
        toast.success(<OrderPlacedToast order={order} />);
        navigate(`/order/${order._id}`, { replace: true });
      } catch (failure) {
        setError(errorMessage(failure));
        // A 409 is a price or stock that moved, or the store pausing: read both again.
        if (errorStatus(failure) === 409) {
          await Promise.all([
            refreshCart(),
            dispatch(
              storeStatusApi.endpoints.getStoreStatus.initiate(undefined, { forceRefetch: true, subscribe: false }),
            ),
          ]);
        }
        busy.current = false;
        setPlacing(false);
      }
    },
    [address, dispatch, items, navigate, placeCash, placePhonePe, refreshCart],
  );

  return { place, placing, error, ready: Boolean(address) && items.length > 0 };
}
