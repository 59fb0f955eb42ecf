import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLocale } from '@kirana/shared';
import { aCategory, aProduct, mockApi, TEST_API } from '@kirana/shared/testing';
import { renderCatalogue } from '../../testing';

const tomato = aProduct({
  _id: '0123456789abcdef01234569',
  name: 'Tomato - Hybrid',
  description: 'Firm, bright-red hybrid tomatoes from Nashik farms.',
  category: 'Fruits & Vegetables',
  categoryId: 'cccccccccccccccccccccc02',
  productImages: [`${TEST_API}/images/seed/tomato-hybrid.svg`, `${TEST_API}/images/seed/tomato-hybrid-2.svg`],
  mrp: 30,
  sellingPrice: 24,
  quantityLabel: '500 g',
  stock: 64,
});
const fruits = aCategory({ _id: 'cccccccccccccccccccccc02', name: 'Fruits & Vegetables', slug: 'fruits-vegetables' });

function api(url: URL) {
  if (url.pathname === `/api/products/${tomato._id}`) return { body: tomato };
  if (url.pathname === '/api/products/categories') return { body: [fruits] };
  return { status: 404, body: { message: 'We could not find that product. It may have been removed.' } };
}

describe('the product page', () => {
  it('shows the pictures, name, pack size, price with the MRP struck out and the saving, stock and description', async () => {
    mockApi(({ location }) => api(location));
    renderCatalogue(`/product/${tomato._id}`);
    const page = await screen.findByRole('article', { name: 'Tomato - Hybrid' });
    expect(within(page).getByText('500 g')).toBeInTheDocument();
    expect(within(page).getByText('₹24.00')).toBeInTheDocument();
    const mrp = within(page).getByText('MRP', { exact: false, selector: 'del > span' }).parentElement!;
    expect(mrp.tagName).toBe('DEL');
    expect(mrp).toHaveTextContent(/^MRP ₹30(\.00)?$/);
    expect(page).toHaveTextContent('You save ₹6.00 (20% off)');
    expect(page).toHaveTextContent('In stock');
    expect(page).toHaveTextContent('Firm, bright-red hybrid tomatoes from Nashik farms.');
    expect(page).toHaveTextContent('Delivered to your door in 30–35 minutes');
    expect(await within(page).findByRole('link', { name: 'Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/?category=fruits-vegetables',
    );
  });

  it('the tab’s title follows the language shown, with the product’s Hindi name in Hindi', async () => {
    mockApi(({ location: url }) =>
      url.pathname === `/api/products/${tomato._id}`
        ? { body: { ...tomato, nameHi: 'टमाटर - हाइब्रिड', categoryHi: 'फल और सब्ज़ियाँ' } }
        : api(url),
    );
    renderCatalogue(`/product/${tomato._id}`);
    await screen.findByRole('article', { name: 'Tomato - Hybrid' });
    expect(document.title).toBe('Tomato - Hybrid — Kirana Now');
    try {
      await act(() => switchLocale('hi'));
      const hindi = await screen.findByRole('article', { name: 'टमाटर - हाइब्रिड' });
      expect(document.title).toBe('टमाटर - हाइब्रिड — Kirana Now');
      // Its aisle by the category's Hindi name.
      expect(within(hindi).getByRole('link', { name: 'फल और सब्ज़ियाँ' })).toHaveAttribute(
        'href',
        '/?category=fruits-vegetables',
      );
      cleanup();
      renderCatalogue('/product/0123456789abcdef0123ffff');
      await screen.findByRole('heading', { level: 1 });
      expect(document.title).toBe('सामान नहीं मिला — Kirana Now');
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('a simple gallery: thumbnails switch the large picture', async () => {
    mockApi(({ location }) => api(location));
    renderCatalogue(`/product/${tomato._id}`);
    const main = await screen.findByRole('img', { name: 'Tomato - Hybrid, picture 1 of 2' });
    expect(main).toHaveAttribute('src', tomato.productImages[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Tomato - Hybrid, picture 2 of 2' })).toHaveAttribute(
      'src',
      tomato.productImages[1],
    );
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds to the shared cart with the same stepper: up to 5, then + is disabled', async () => {
    mockApi(({ location }) => api(location));
    const { store } = renderCatalogue(`/product/${tomato._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Tomato - Hybrid to cart' }));
    for (let i = 0; i < 4; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Add one more Tomato - Hybrid' }));
    expect(screen.getByRole('button', { name: 'Add one more Tomato - Hybrid' })).toBeDisabled();
    expect(store.getState().cart.cartItems).toEqual([expect.objectContaining({ _id: tomato._id, qty: 5 })]);
  });

  it('says how few are left, or that it is out of stock', async () => {
    mockApi(({ location: url }) => (url.pathname.endsWith(tomato._id) ? { body: { ...tomato, stock: 3 } } : api(url)));
    renderCatalogue(`/product/${tomato._id}`);
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
  });

  it('an unknown id gets a friendly not-found page with a way back', async () => {
    mockApi(({ location }) => api(location));
    renderCatalogue('/product/0123456789abcdef0123ffff');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('a malformed id is not found, without asking the API', async () => {
    const requested = mockApi(({ location }) => api(location));
    renderCatalogue('/product/not-a-product');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that product' })).toBeInTheDocument();
    expect(requested.filter(({ location: url }) => url.pathname.startsWith('/api/products/not'))).toEqual([]);
  });

  it('a failed load offers Retry', async () => {
    let down = true;
    mockApi(({ location: url }) =>
      down ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : api(url),
    );
    renderCatalogue(`/product/${tomato._id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load this product just now.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tomato - Hybrid' })).toBeInTheDocument();
  });

  it('Back returns to the page the shopper came from', async () => {
    mockApi(({ location }) => api(location));
    const { router } = renderCatalogue('/?search=tom');
    await act(() => router.navigate(`/product/${tomato._id}`));
    await userEvent.click(await screen.findByRole('link', { name: /Back/ }));
    expect(router.state.location.search).toBe('?search=tom');
  });
});
