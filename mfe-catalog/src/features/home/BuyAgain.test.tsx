import { act, screen, within } from '@testing-library/react';
import { setCredentials } from '@kirana/shared';
import { aCategory, aProduct, customer, mockApi } from '@kirana/shared/testing';
import { renderCatalogue } from '../../testing';

const dairy = aCategory({ productCount: 2 });
const milk = aProduct();
const curd = aProduct({ _id: '0123456789abcdef01234568', name: 'Fresh Curd', mrp: 40, sellingPrice: 40 });

function shopApi(buyAgain: unknown[]) {
  return mockApi(({ location: url }) => {
    if (url.pathname === '/api/products/categories') return { body: [dairy] };
    if (url.pathname === '/api/products/shelves') return { body: [{ category: dairy, products: [milk, curd] }] };
    if (url.pathname === '/api/orders/buy-again') return { body: buyAgain };
    return { status: 404, body: { message: 'No such page' } };
  });
}

describe('Buy again on the home page', () => {
  it('a visitor who is not signed in gets no shelf and no request for one', async () => {
    const requested = shopApi([curd]);
    renderCatalogue('/');
    await screen.findByRole('region', { name: 'Dairy' });
    expect(screen.queryByRole('region', { name: 'Buy again' })).not.toBeInTheDocument();
    expect(requested.some(({ location: url }) => url.pathname === '/api/orders/buy-again')).toBe(false);
  });

  it('once a customer is signed in, their products come first, above the category shelves', async () => {
    const requested = shopApi([curd, milk]);
    const { store } = renderCatalogue('/');
    await screen.findByRole('region', { name: 'Dairy' });
    act(() => void store.dispatch(setCredentials({ ...customer, token: 't' })));
    const shelf = await screen.findByRole('region', { name: 'Buy again' });
    expect(
      within(shelf)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Fresh Curd', 'Toned Milk']);
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions[0]).toBe('kn-cat-shelf-again');
    expect(requested.find(({ location: url }) => url.pathname === '/api/orders/buy-again')?.location.search).toBe(
      '?limit=12',
    );
  });

  it('takes no room while a customer has bought nothing yet', async () => {
    const requested = shopApi([]);
    const { store } = renderCatalogue('/');
    await screen.findByRole('region', { name: 'Dairy' });
    act(() => void store.dispatch(setCredentials({ ...customer, token: 't' })));
    await act(async () => {
      while (!requested.some(({ location: url }) => url.pathname === '/api/orders/buy-again'))
        await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('region', { name: 'Buy again' })).not.toBeInTheDocument();
  });
});
