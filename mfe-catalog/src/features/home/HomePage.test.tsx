import { act, cleanup, screen, within } from '@testing-library/react';
import { switchLocale } from '@kirana/shared';
import userEvent from '@testing-library/user-event';
import { aCategory, aPage, aProduct, mockApi } from '@kirana/shared/testing';
import { renderCatalogue } from '../../testing';

const dairy = aCategory({ productCount: 2 });
const fruits = aCategory({
  _id: 'cccccccccccccccccccccc02',
  name: 'Fruits & Vegetables',
  slug: 'fruits-vegetables',
  sortOrder: 0,
  productCount: 1,
});
const milk = aProduct();
const curd = aProduct({ _id: '0123456789abcdef01234568', name: 'Fresh Curd', mrp: 40, sellingPrice: 40 });
const tomato = aProduct({
  _id: '0123456789abcdef01234569',
  name: 'Tomato - Hybrid',
  category: 'Fruits & Vegetables',
  categoryId: fruits._id,
  mrp: 30,
  sellingPrice: 24,
});

const page = (items: unknown[], total = items.length, pageNo = 1) =>
  aPage(items, { page: pageNo, pageSize: 24, total });

/** A small catalogue: shelves, categories, and search results for 'milk'. */
function catalogueApi(url: URL) {
  if (url.pathname === '/api/products/categories') return { body: [fruits, dairy] };
  if (url.pathname === '/api/products/shelves')
    return {
      body: [
        { category: fruits, products: [tomato] },
        { category: dairy, products: [milk, curd] },
      ],
    };
  if (url.pathname === '/api/products') {
    const search = url.searchParams.get('search');
    if (search === 'milk') return { body: page([milk]) };
    if (search) return { body: page([]) };
    if (url.searchParams.get('category') === 'dairy') return { body: page([milk, curd]) };
  }
  return { status: 404, body: { message: 'No such page' } };
}

describe('the home page', () => {
  it('shows skeletons, then the delivery promise, the aisles and a shelf per category', async () => {
    mockApi(({ location }) => catalogueApi(location));
    renderCatalogue('/');
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(screen.getByText('Delivery in 30–35 minutes')).toBeInTheDocument();

    const dairyShelf = await screen.findByRole('region', { name: 'Dairy' });
    expect(
      within(dairyShelf)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Toned Milk', 'Fresh Curd']);
    expect(within(dairyShelf).getByRole('link', { name: 'See all 2 in Dairy' })).toHaveAttribute(
      'href',
      '/?category=dairy',
    );
    expect(screen.getByRole('region', { name: 'Fruits & Vegetables' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();

    const aisles = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(aisles).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(within(aisles).getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/?category=dairy');
  });

  it('in Hindi, the aisles, the shelves and an aisle’s page say a category’s Hindi name where it has one', async () => {
    const hindiDairy = { ...dairy, nameHi: 'डेयरी' };
    mockApi(({ location }) => {
      if (location.pathname === '/api/products/categories') return { body: [fruits, hindiDairy] };
      if (location.pathname === '/api/products/shelves')
        return {
          body: [
            { category: fruits, products: [tomato] },
            { category: hindiDairy, products: [milk, curd] },
          ],
        };
      return catalogueApi(location);
    });
    try {
      await act(() => switchLocale('hi'));
      renderCatalogue('/');
      expect(await screen.findByRole('region', { name: 'डेयरी' })).toBeInTheDocument();
      // No Hindi name given: the name as the store wrote it.
      expect(screen.getByRole('region', { name: 'Fruits & Vegetables' })).toBeInTheDocument();
      const aisles = await screen.findByRole('navigation', { name: /.+/ });
      expect(within(aisles).getByRole('link', { name: 'डेयरी' })).toHaveAttribute('href', '/?category=dairy');
      expect(screen.queryByText('Dairy')).not.toBeInTheDocument();
      cleanup();
      renderCatalogue('/?category=dairy');
      expect(await screen.findByRole('heading', { level: 1, name: 'डेयरी' })).toBeInTheDocument();
      expect(document.title).toBe('डेयरी — Kirana Now');
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('shows search results for ?search=, with how many were found', async () => {
    const requested = mockApi(({ location }) => catalogueApi(location));
    renderCatalogue('/?search=milk');
    expect(await screen.findByRole('heading', { name: 'Results for “milk”' })).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Toned Milk' })).toBeInTheDocument();
    const asked = requested.find(({ location: url }) => url.pathname === '/api/products')!;
    expect(Object.fromEntries(asked.location.searchParams)).toEqual({ search: 'milk', page: '1', pageSize: '24' });
  });

  it('says when nothing matches, with a way back to the shop', async () => {
    mockApi(({ location }) => catalogueApi(location));
    const { router } = renderCatalogue('/?search=xyzzy');
    expect(await screen.findByText('No products match “xyzzy”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Dairy' })).toBeInTheDocument();
  });

  it('filters by a category chip', async () => {
    mockApi(({ location }) => catalogueApi(location));
    const { router } = renderCatalogue('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Dairy' }));
    expect(router.state.location.search).toBe('?category=dairy');
    expect(await screen.findByRole('heading', { name: 'Dairy', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Dairy' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('when the API fails, shows what went wrong and a Retry that recovers', async () => {
    let down = true;
    mockApi(({ location: url }) =>
      down ? { status: 503, body: { message: 'The store is restocking. Try again in a minute.' } } : catalogueApi(url),
    );
    renderCatalogue('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the shop’s shelves just now.');
    expect(alert).toHaveTextContent('The store is restocking. Try again in a minute.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Dairy' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Show more adds the next page of results below', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      aProduct({ _id: `0123456789abcdef012345${String(i).padStart(2, '0')}`, name: `Milk pack ${i + 1}` }),
    );
    mockApi(({ location: url }) => {
      if (url.pathname !== '/api/products') return catalogueApi(url);
      const pageNo = Number(url.searchParams.get('page'));
      return { body: page(many.slice((pageNo - 1) * 24, pageNo * 24), 30, pageNo) };
    });
    renderCatalogue('/?search=milk');
    await screen.findByRole('article', { name: 'Milk pack 24' });
    expect(screen.queryByRole('article', { name: 'Milk pack 25' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (6 left)' }));
    expect(await screen.findByRole('article', { name: 'Milk pack 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});
