import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, customer, palmGroveB304, RouterProvider, riderStore } from '@kirana/shared/testing';
import { addToCart, bus, createAppStore, setAddresses, setCredentials } from '@kirana/shared';
import { Header } from './Header';

function renderHeader(store = createAppStore(), path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('Header', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the logo, Log In, the search box, Select Location and an empty cart for a visitor', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Kirana Now, home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Log In/ })).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText('Search for items')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select Location/ })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('Log In asks the shell for the login modal over the bus', async () => {
    const heard = jest.fn();
    const off = bus.on('auth:login-required', heard);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Log In/ }));
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows Profile, the first saved address and the item count once signed in with a cart', async () => {
    const store = createAppStore();
    store.dispatch(setCredentials({ ...customer, token: 't' }));
    store.dispatch(setAddresses([palmGroveB304]));
    store.dispatch(
      addToCart({ _id: '0123456789abcdef01234567', name: 'Milk', productImages: [], sellingPrice: 30, qty: 2 }),
    );
    renderHeader(store);
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('button', { name: /Log In/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toBeEnabled()); // its menu's code has loaded
    expect(screen.getByRole('button', { name: /B-304, Palm Grove/ })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveAttribute('data-count', '2');
  });

  it('updates the badge at once when the cart changes', () => {
    const { store } = renderHeader();
    act(() => {
      store.dispatch(
        addToCart({ _id: '0123456789abcdef01234567', name: 'Milk', productImages: [], sellingPrice: 30, qty: 3 }),
      );
    });
    expect(screen.getByTestId('cart-badge')).toHaveAttribute('data-count', '3');
  });

  it.each(['/rider', '/rider/unassigned'])(
    'gives a rider on %s the rider’s header: who they are, the language and Profile; no search, cart or location',
    async (path) => {
      renderHeader(riderStore(), path);
      expect(screen.getByRole('banner')).toHaveClass('kn-shell-header--rider');
      expect(screen.getByText('Delivery team')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Kirana Now, home' })).toBeInTheDocument();
      expect(screen.getByTestId('language-switch')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Profile' })).toBeEnabled());
      expect(screen.queryByPlaceholderText('Search for items')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Select Location/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
      expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    },
  );

  it('gives a rider shopping for themselves (off the rider’s screens) the shop’s header', () => {
    renderHeader(riderStore(), '/');
    expect(screen.getAllByPlaceholderText('Search for items')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select Location/ })).toBeInTheDocument();
    expect(screen.queryByText('Delivery team')).not.toBeInTheDocument();
  });

  it('submitting a search goes to /?search=…', async () => {
    const { router } = renderHeader();
    const [box] = screen.getAllByPlaceholderText('Search for items');
    await userEvent.type(box!, 'toned milk{enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?search=toned%20milk');
  });
});
