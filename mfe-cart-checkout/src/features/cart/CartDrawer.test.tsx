import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, bus, createAppStore } from '@kirana/shared';
import { milkInCart, mockApi, palmGroveB304, signedInStore, tomatoInCart } from '@kirana/shared/testing';
import { renderAt } from '../../testing';
import CartDrawer from './CartDrawer';

function openDrawer(store = createAppStore()) {
  const onClose = jest.fn();
  const view = renderAt(<CartDrawer open onClose={onClose} />, store, '/product/1');
  return { ...view, onClose, drawer: screen.getByRole('dialog', { name: 'My Cart' }) };
}

function listen(event: Parameters<typeof bus.on>[0]) {
  const heard = jest.fn();
  const off = bus.on(event, heard);
  return { heard, off };
}

describe('cart drawer', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a visitor to log in, keeps the cart, and asks the shell for the login modal', async () => {
    const store = createAppStore();
    store.dispatch(addToCart(tomatoInCart));
    const { onClose } = openDrawer(store);
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByText(/Your 2 items are safe in your cart/)).toBeInTheDocument();
    const { heard, off } = listen('auth:login-required');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    off();
    expect(heard).toHaveBeenCalledWith({ reason: 'cart' });
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('an empty cart says so and offers Browse Products, which goes home', async () => {
    const { onClose } = openDrawer(signedInStore({ addresses: [palmGroveB304] }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse Products' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the lines with the shared stepper, the bill, where it is going, and Click to Pay → /payment', async () => {
    const store = signedInStore({ addresses: [palmGroveB304] });
    store.dispatch(addToCart(tomatoInCart));
    store.dispatch(addToCart(milkInCart));
    const { onClose } = openDrawer(store);
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByText('Tomato Hybrid')).toBeInTheDocument();
    expect(within(lines).getByText('500 g')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add one more Toned Milk' }));
    expect(store.getState().cart.cartItems[1]?.qty).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Tomato Hybrid' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tomato Hybrid from cart' }));
    expect(store.getState().cart.cartItems.map((l) => l.name)).toEqual(['Toned Milk']);
    expect(screen.getByText('Delivering to Home')).toBeInTheDocument();
    expect(screen.getByText('B-304, Palm Grove, Wakad')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Click to Pay/ }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it('with no saved address the button reads Add Address to Proceed and asks for the address form', async () => {
    const store = signedInStore();
    store.dispatch(addToCart(tomatoInCart));
    openDrawer(store);
    expect(screen.queryByRole('button', { name: /Click to Pay/ })).not.toBeInTheDocument();
    const { heard, off } = listen('cart:address-required');
    await userEvent.click(screen.getByRole('button', { name: 'Add Address to Proceed' }));
    off();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('Change asks for the location modal; Add More Items closes the drawer', async () => {
    const store = signedInStore({ addresses: [palmGroveB304] });
    store.dispatch(addToCart(tomatoInCart));
    const { onClose } = openDrawer(store);
    const { heard, off } = listen('cart:location-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Change delivery address' }));
    off();
    expect(heard).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '+ Add More Items' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/product/1');
  });

  it('takes focus, keeps Tab inside, and closes on Escape', async () => {
    const store = signedInStore({ addresses: [palmGroveB304] });
    store.dispatch(addToCart(tomatoInCart));
    const { onClose, drawer } = openDrawer(store);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while the store is paused it says so with the reason and reopening time, keeps the cart, and paying waits', async () => {
    const reopensAt = new Date(Date.now() + 3_600_000).toISOString();
    mockApi(() => ({ status: 404, body: { message: 'not here' } }), {
      storeStatus: { takingOrders: false, reason: 'Closed for the puja', reopensAt },
    });
    const store = signedInStore({ addresses: [palmGroveB304] });
    store.dispatch(addToCart(tomatoInCart));
    openDrawer(store);
    const banner = (await screen.findByText('Not taking orders right now')).closest('[role="status"]');
    expect(banner).toHaveTextContent(/Closed for the puja\. Back (at|tomorrow at) /);
    expect(screen.getByRole('button', { name: /Click to Pay/ })).toBeDisabled();
    expect(
      within(screen.getByRole('list', { name: 'Items in your cart' })).getByText('Tomato Hybrid'),
    ).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('is inert while closed', () => {
    renderAt(<CartDrawer open={false} onClose={() => undefined} />, signedInStore({ addresses: [palmGroveB304] }));
    expect(screen.queryByRole('dialog', { name: 'My Cart' })).not.toBeInTheDocument();
  });
});
