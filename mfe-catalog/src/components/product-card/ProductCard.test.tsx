import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@kirana/shared/testing';
import { createAppStore, type Product } from '@kirana/shared';
import { aProduct } from '@kirana/shared/testing';
import { ProductCard } from './ProductCard';

function renderCard(item: Product) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProductCard product={item} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, card: screen.getByRole('article', { name: item.name }) };
}

describe('ProductCard', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the picture, name, pack size and price, and opens the product page', () => {
    const { card } = renderCard(aProduct({ mrp: 27, sellingPrice: 27 }));
    expect(within(card).getByRole('heading', { name: 'Toned Milk' })).toBeInTheDocument();
    expect(card).toHaveTextContent('500 ml');
    expect(card).toHaveTextContent('₹27');
    expect(card.querySelector('del')).toBeNull();
    expect(card).not.toHaveTextContent('OFF');
    expect(within(card).getByRole('link', { name: 'Toned Milk' })).toHaveAttribute(
      'href',
      '/product/0123456789abcdef01234567',
    );
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
  });

  it('strikes out the MRP when it is higher, and shows the discount', () => {
    const { card } = renderCard(aProduct({ mrp: 30, sellingPrice: 24 }));
    expect(within(card).getByText('₹24')).toBeInTheDocument();
    const mrp = within(card).getByText('MRP', { exact: false, selector: 'del > span' }).parentElement!;
    expect(mrp.tagName).toBe('DEL');
    expect(mrp).toHaveTextContent(/^MRP ₹30$/);
    expect(card).toHaveTextContent('20% OFF');
  });

  it('keeps paise when the price has them', () => {
    const { card } = renderCard(aProduct({ mrp: 45.5, sellingPrice: 42.25 }));
    expect(card).toHaveTextContent('₹42.25');
    expect(within(card).getByText('MRP', { exact: false, selector: 'del > span' }).parentElement).toHaveTextContent(
      /^MRP ₹45\.50$/,
    );
  });

  it('marks an out-of-stock product, which cannot be added', () => {
    const { card } = renderCard(aProduct({ stock: 0, inStock: false }));
    expect(within(card).getAllByText('Out of stock').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'Toned Milk is out of stock' })).toBeDisabled();
  });

  it('Add puts the product in the shared cart as a cart item, and the card shows the stepper', async () => {
    const { store, card } = renderCard(aProduct());
    await userEvent.click(within(card).getByRole('button', { name: 'Add Toned Milk to cart' }));
    expect(store.getState().cart.cartItems).toEqual([
      expect.objectContaining({
        _id: '0123456789abcdef01234567',
        name: 'Toned Milk',
        sellingPrice: 27,
        qty: 1,
        category: 'Dairy',
      }),
    ]);
    expect(within(card).getByRole('group', { name: 'Toned Milk quantity' })).toHaveTextContent('1');
  });
});
