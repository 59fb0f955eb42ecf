import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { addToCart, type MyOrderList, type Product, type ReorderLine } from '@kirana/shared';
import { anOrder, mockApi, signedInStore } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { OrdersPage } from './OrdersPage';

const product = (_id: string, name: string, sellingPrice: number, stock: number): Product => ({
  _id,
  name,
  description: '',
  category: 'Dairy',
  categoryId: 'dddddddddddddddddddddddd',
  productImages: [`http://api.test/uploads/${_id}.svg`],
  mrp: sellingPrice,
  sellingPrice,
  quantityLabel: '500 ml',
  stock,
  inStock: stock > 0,
  isActive: true,
});
const milk = product('0123456789abcdef01234567', 'Toned Milk', 29, 3);
const order = anOrder();
const list: MyOrderList = { items: [order], page: 1, pageSize: 10, total: 1, pages: 1 };

function openWith(lines: ReorderLine[], store = signedInStore()) {
  const calls = mockApi(({ url }) =>
    new URL(url).pathname === `/api/orders/${order._id}/reorder` ? { body: lines } : { body: list },
  );
  render(<ToastContainer />);
  const page = renderPage(<OrdersPage />, { pattern: '/account/orders', path: '/account/orders', store });
  return { ...page, calls };
}

describe('Reorder on My orders', () => {
  it("puts the lines in the cart at today's price, capped by stock, says what is unavailable or changed in one toast, and opens the cart", async () => {
    const store = signedInStore();
    store.dispatch(addToCart({ ...milk, sellingPrice: 27.5, qty: 1 }));
    const { calls } = openWith(
      [
        { productId: milk._id, name: 'Toned Milk', qty: 3, price: 27.5, product: milk },
        { productId: '0123456789abcdef01234568', name: 'Brown Bread', qty: 1, price: 40, product: null },
      ],
      store,
    );
    const row = (await screen.findByRole('link', { name: /Order #/ })).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: `Reorder order #${order.orderNumber}` }));

    const toast = await screen.findByText(/^Added 2 items to your cart/);
    expect(toast).toHaveTextContent(
      'Added 2 items to your cart at today’s prices. Not available now: Brown Bread. Fewer than you asked for: Toned Milk (3 of 4). New prices: Toned Milk ₹29.00 (was ₹27.50).',
    );
    expect(store.getState().cart.cartItems).toEqual([
      expect.objectContaining({ _id: milk._id, qty: 3, sellingPrice: 29, stock: 3 }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(calls.filter((c) => c.url.includes('/reorder'))).toHaveLength(1);
  });

  it('when nothing can be added, says so and stays on the page', async () => {
    const store = signedInStore();
    openWith(
      [{ productId: milk._id, name: 'Toned Milk', qty: 2, price: 29, product: { ...milk, stock: 0, inStock: false } }],
      store,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Reorder order/ }));
    expect(
      await screen.findByText('Nothing could be added to your cart. Not available now: Toned Milk.'),
    ).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders');
  });
});
