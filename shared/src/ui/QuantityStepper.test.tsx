import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/store';
import { QuantityStepper } from './QuantityStepper';

const milk = {
  _id: '0123456789abcdef01234567',
  name: 'Toned Milk',
  productImages: ['/m.svg'],
  sellingPrice: 27,
  mrp: 28,
  quantityLabel: '500 ml',
  stock: 40,
  category: 'Dairy',
};

function setup(product = milk) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <QuantityStepper product={product} />
      <QuantityStepper product={product} />
    </Provider>,
  );
  return store;
}

describe('QuantityStepper (R14: + up to 5, − at 1 removes)', () => {
  beforeEach(() => window.localStorage.clear());

  it('Add puts one in the cart, then + works up to 5 and is then disabled', async () => {
    const store = setup();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })[0]!);
    const plus = () => screen.getAllByRole('button', { name: 'Add one more Toned Milk' })[0]!;
    for (let i = 0; i < 6; i += 1) if (!plus().hasAttribute('disabled')) await userEvent.click(plus());
    expect(store.getState().cart.cartItems[0]).toMatchObject({
      _id: milk._id,
      qty: 5,
      category: 'Dairy',
      quantityLabel: '500 ml',
    });
    expect(plus()).toBeDisabled();
  });

  it('never beyond stock', async () => {
    const store = setup({ ...milk, stock: 2 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })[0]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add one more Toned Milk' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Add one more Toned Milk' })[0]).toBeDisabled();
    expect(store.getState().cart.cartItems[0]?.qty).toBe(2);
  });

  it('out of stock cannot be added', () => {
    setup({ ...milk, stock: 0 });
    expect(screen.getAllByRole('button', { name: 'Toned Milk is out of stock' })[0]).toBeDisabled();
  });

  it('− at 1 removes the line, and every stepper for the product shows the same line', async () => {
    const store = setup();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })[0]!);
    expect(screen.getAllByRole('group', { name: 'Toned Milk quantity' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove Toned Milk from cart' })[1]!);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })).toHaveLength(2);
  });

  it('keeps the focus through the swap: Add pressed from the keyboard moves it to +, the last − moves it back to Add (only on the stepper pressed)', async () => {
    setup();
    screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add one more Toned Milk' })[1]).toHaveFocus());
    screen.getAllByRole('button', { name: 'Remove Toned Milk from cart' })[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })[1]).toHaveFocus());
  });

  it('with one in stock, Add moves the focus to − (+ is disabled)', async () => {
    setup({ ...milk, stock: 1 });
    screen.getAllByRole('button', { name: 'Add Toned Milk to cart' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove Toned Milk from cart' })[0]).toHaveFocus(),
    );
  });

  it('follows changes made elsewhere (the cart) at once', () => {
    const store = setup();
    act(() => {
      store.dispatch({ type: 'cart/addToCart', payload: { ...milk, qty: 3 } });
    });
    expect(screen.getAllByText('3')).toHaveLength(2);
  });
});
