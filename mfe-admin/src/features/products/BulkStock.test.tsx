import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aProduct, bakery, dairy, mockApi, type RecordedCall } from '@kirana/shared/testing';
import { renderProductsPage } from './testing';
import { setScreenWidth } from '../../testing';

const milk = aProduct();
const paneer = aProduct({ _id: '0123456789abcdef01234568', name: 'Malai Paneer', stock: 3 });
const curd = aProduct({ _id: '0123456789abcdef01234569', name: 'Fresh Curd', stock: 12 });

/** Categories, the product list, and `PUT /api/products/stock` answered by `bulk`. */
function catalogueApi(bulk: (call: RecordedCall) => { status?: number; body: unknown }) {
  return mockApi((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/products/categories') return { body: [dairy, bakery] };
    if (call.method === 'GET' && path === '/api/products') return { body: aPage([milk, paneer, curd]) };
    return bulk(call);
  });
}
const bulkCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' && new URL(call.url).pathname === '/api/products/stock');

beforeEach(() => setScreenWidth(1280));

describe('Count stock (bulk stock edit)', () => {
  it('select several, type counts, save once: one call with only the counts that changed', async () => {
    const calls = catalogueApi(() => ({
      body: {
        items: [
          { ...milk, stock: 25 },
          { ...paneer, stock: 30 },
        ],
      },
    }));
    renderProductsPage();
    await screen.findByRole('row', { name: /Toned Milk/ });
    const user = userEvent.setup();
    for (const name of ['Toned Milk', 'Malai Paneer', 'Fresh Curd'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    expect(screen.getByRole('region', { name: 'Selected products' })).toHaveTextContent('3 products selected');
    await user.click(screen.getByRole('button', { name: 'Count stock' }));
    const drawer = await screen.findByRole('dialog');
    const box = (name: string) => within(drawer).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
    expect(box('Fresh Curd')).toHaveValue('12');
    await user.clear(box('Toned Milk'));
    await user.type(box('Toned Milk'), '25');
    await user.clear(box('Malai Paneer'));
    await user.type(box('Malai Paneer'), '30');
    await user.click(within(drawer).getByRole('button', { name: 'Save counts' }));
    await screen.findByText('2 counts saved');
    expect(bulkCalls(calls).map((call) => call.body)).toEqual([
      {
        items: [
          { product: milk._id, stock: 25 },
          { product: paneer._id, stock: 30 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected products' })).toBeNull());
  });

  it('a count out of range is named with the single edit’s limit and nothing is sent', async () => {
    const calls = catalogueApi(() => ({ body: { items: [] } }));
    renderProductsPage();
    await screen.findByRole('row', { name: /Toned Milk/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Malai Paneer' }));
    await user.click(screen.getByRole('button', { name: 'Count stock' }));
    const drawer = await screen.findByRole('dialog');
    const box = within(drawer).getByRole('spinbutton', { name: /^Malai Paneer/ });
    for (const typed of ['-5', '250000']) {
      await user.clear(box);
      await user.type(box, typed);
      await user.click(within(drawer).getByRole('button', { name: 'Save counts' }));
      expect(await within(drawer).findByRole('alert')).toHaveTextContent(
        'Malai Paneer: Stock must be a whole number from 0 to 100000',
      );
    }
    expect(bulkCalls(calls)).toEqual([]);
  });

  it('the low-stock filter goes into the URL and the request', async () => {
    const calls = catalogueApi(() => ({ body: {} }));
    const { router } = renderProductsPage();
    await screen.findByRole('row', { name: /Toned Milk/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Low stock (10 or fewer)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low'));
    await waitFor(() =>
      expect(calls.some((call) => new URL(call.url).searchParams.get('lowStock') === 'true')).toBe(true),
    );
  });
});

describe('Count stock on a phone', () => {
  it('each card has its own Select to count', async () => {
    setScreenWidth(360);
    catalogueApi(() => ({ body: { items: [] } }));
    renderProductsPage();
    const pick = await screen.findByRole('checkbox', { name: 'Select Malai Paneer' });
    expect(pick.closest('label')).toHaveTextContent(/^Select to count$/);
    await userEvent.click(pick);
    expect(screen.getByRole('region', { name: 'Selected products' })).toHaveTextContent('1 product selected');
  });
});
