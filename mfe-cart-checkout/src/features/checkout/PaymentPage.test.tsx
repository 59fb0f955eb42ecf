import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, IDEMPOTENCY_HEADER, savePaymentMethod, switchLocale } from '@kirana/shared';
import { mockApi, palmGroveB304, signedInStore, tomatoInCart } from '@kirana/shared/testing';
import { ToastContainer } from 'react-toastify';
import { renderAt } from '../../testing';
import { leavePageFor } from './leavePage';
import { PaymentPage } from './PaymentPage';

jest.mock('./leavePage', () => ({ ...jest.requireActual<object>('./leavePage'), leavePageFor: jest.fn() }));

const ORDER_ID = '65f1a2b3c4d5e6f7a8b9c0d1';

function cartOfTomatoes() {
  const store = signedInStore({ addresses: [palmGroveB304] });
  store.dispatch(addToCart(tomatoInCart));
  return store;
}

/** A promise the test settles when it wants the server to answer. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('payment page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the bill again and where the order goes', () => {
    renderAt(<PaymentPage />, cartOfTomatoes(), '/payment');
    expect(screen.getByText('Delivering to Home')).toBeInTheDocument();
    expect(screen.getByText('Item total').nextSibling).toHaveTextContent('₹60.00');
    expect(screen.getByText('To Pay').nextSibling).toHaveTextContent('₹80.00');
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  });

  it('places a cash-on-delivery order once however often the button is pressed, then clears the cart and shows the order', async () => {
    const answer = later<{ status: number; body: unknown }>();
    const calls = mockApi(() => answer.promise);
    const store = cartOfTomatoes();
    // Toasts live outside the page (the shell draws them), so they outlast the move to the order page.
    render(<ToastContainer />);
    renderAt(<PaymentPage />, store, '/payment');
    const button = screen.getByRole('button', { name: 'Place Order · ₹80.00' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.dblClick(button);
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls;
    expect(call!.url).toMatch(/\/api\/orders$/);
    expect(call!.body).toEqual({
      orderItems: [{ product: tomatoInCart._id, qty: 2 }],
      shippingAddress: { society: palmGroveB304.society, wing: 'B', flatNumber: '304' },
      paymentMethod: 'COD',
      expectedTotal: 80,
    });
    expect(call!.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{32,36}$/);
    answer.settle({
      status: 201,
      body: { _id: ORDER_ID, isDelivered: false, isCancelled: false, handoffCode: '4826' },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/order/${ORDER_ID}`));
    // The spec's sentence as written, then the delivery code (seen as 4826, heard digit by digit).
    const toast = await screen.findByText(/^Order placed! It will reach you in 30–35 minutes\./);
    expect(toast).toHaveTextContent(
      /^Order placed! It will reach you in 30–35 minutes\. Your delivery code is 4826\.Your delivery code is 4 8 2 6\.$/,
    );
    expect(within(toast).getByText('Your delivery code is 4826.')).toHaveAttribute('aria-hidden', 'true');
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('after a lost answer, pressing again retries with the same key; a changed cart gets a new one', async () => {
    let failNext = true;
    const calls = mockApi(() =>
      failNext
        ? { status: 503, body: { message: 'Something went wrong on our side. Please try again.' } }
        : { status: 201, body: { _id: ORDER_ID } },
    );
    const store = cartOfTomatoes();
    renderAt(<PaymentPage />, store, '/payment');
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers.get(IDEMPOTENCY_HEADER)).toBe(calls[0]!.headers.get(IDEMPOTENCY_HEADER));
    act(() => {
      store.dispatch(addToCart({ ...tomatoInCart, qty: 3 }));
    });
    failNext = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order · ₹110.00' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.headers.get(IDEMPOTENCY_HEADER)).not.toBe(calls[0]!.headers.get(IDEMPOTENCY_HEADER));
  });

  it('shows the server’s reason when the order is refused', async () => {
    mockApi((call) =>
      call.url.includes('/api/products/')
        ? { body: { ...tomatoInCart, stock: 1 } }
        : {
            status: 409,
            body: { message: 'Only 1 of Tomato Hybrid left (you asked for 2). Please lower the quantity.' },
          },
    );
    renderAt(<PaymentPage />, cartOfTomatoes(), '/payment');
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 of Tomato Hybrid left (you asked for 2). Please lower the quantity.',
    );
    expect(screen.getByRole('button', { name: /Place Order/ })).toBeEnabled();
  });

  it('in Hindi, the server’s refusal reads in Hindi (its sentence through the API’s catalogue), a paused store’s too', async () => {
    const refusals = [
      {
        message: 'Only 1 of Tomato Hybrid left (you asked for 2). Please lower the quantity.',
        sentence: {
          text: 'Only {stock} of {name} left (you asked for {qty}). Please lower the quantity.',
          values: { stock: 1, name: 'Tomato Hybrid', qty: 2 },
        },
      },
      {
        message: 'Not taking orders right now. Diwali puja.',
        sentence: { text: '{sentence}.', values: { sentence: { text: 'Not taking orders right now' } } },
        store: { reason: 'Diwali puja', reopensAt: null },
      },
    ];
    mockApi((call) =>
      call.url.includes('/api/products/')
        ? { body: { ...tomatoInCart, stock: 1 } }
        : { status: 409, body: refusals.shift() },
    );
    await switchLocale('hi');
    try {
      renderAt(<PaymentPage />, cartOfTomatoes(), '/payment');
      const place = await screen.findByRole('button', { name: /^ऑर्डर करें/ });
      await userEvent.click(place);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Tomato Hybrid सिर्फ़ 1 बचे हैं (आपने 2 माँगे)। कृपया मात्रा कम करें।',
      );
      await userEvent.click(await screen.findByRole('button', { name: /^ऑर्डर करें/ }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('अभी ऑर्डर नहीं ले रहे हैं। Diwali puja.'));
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('PhonePe: creates the order, then sends the browser to PhonePe’s pay page, keeping the cart', async () => {
    const calls = mockApi(() => ({
      status: 201,
      body: { order: { _id: ORDER_ID }, redirectUrl: 'http://localhost:4000/dev/phonepe/pay/T1' },
    }));
    const store = cartOfTomatoes();
    store.dispatch(savePaymentMethod('PHONEPE'));
    renderAt(<PaymentPage />, store, '/payment');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹80.00 with PhonePe' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('http://localhost:4000/dev/phonepe/pay/T1'));
    expect(calls[0]!.url).toMatch(/\/api\/orders\/phonepe-order$/);
    expect(calls[0]!.body).toMatchObject({ paymentMethod: 'PHONEPE' });
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('choosing a method remembers it in the cart', async () => {
    const store = cartOfTomatoes();
    renderAt(<PaymentPage />, store, '/payment');
    await userEvent.click(screen.getByRole('radio', { name: /PhonePe/ }));
    expect(store.getState().cart.paymentMethod).toBe('PHONEPE');
  });
});
