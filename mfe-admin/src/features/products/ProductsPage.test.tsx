import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, createAppStore, TAGS } from '@kirana/shared';
import { PRODUCT_MESSAGES } from '@kirana/shared/extended';
import { aPage, aProduct, bakery, dairy, mockApi, type RecordedCall } from '@kirana/shared/testing';
import { pathOf, renderProductsPage } from './testing';
import { setScreenWidth } from '../../testing';

const milk = aProduct();
const paneer = aProduct({
  _id: '0123456789abcdef01234568',
  name: 'Malai Paneer',
  mrp: 99.5,
  sellingPrice: 89.99,
  quantityLabel: '200 g',
  stock: 3,
});
const kulfi = aProduct({
  _id: '0123456789abcdef01234569',
  name: 'Kesar Kulfi',
  stock: 0,
  inStock: false,
  isActive: false,
});

type Answer = { status?: number; body: unknown };
/** The API as the page sees it: categories, and a product list answered by `list` (all three by default). */
function catalogueApi(
  list: (call: RecordedCall) => Answer | Promise<Answer> = () => ({ body: aPage([milk, paneer, kulfi]) }),
  writes: (call: RecordedCall) => { status?: number; body: unknown } = (call) => ({ body: call.body }),
) {
  return mockApi((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/products/categories') return { body: [dairy, bakery] };
    if (call.method === 'GET' && path === '/api/products') return list(call);
    return writes(call);
  });
}
const listReads = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/products')
    .map((c) => new URL(c.url).searchParams);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => setScreenWidth(1280));

describe('the product list (/products)', () => {
  it('asks for every product, hidden ones too, a page at a time, and shows each one’s columns', async () => {
    const calls = catalogueApi();
    renderProductsPage();
    await screen.findByRole('row', { name: /Toned Milk/ });
    const [read] = listReads(calls);
    expect(Object.fromEntries(read!)).toEqual({ includeInactive: 'true', page: '1', pageSize: '20' });

    const cells = within(row('Malai Paneer'));
    expect(cells.getByText('Dairy')).toBeInTheDocument();
    expect(cells.getByText('200 g')).toBeInTheDocument();
    expect(cells.getByText('₹89.99')).toBeInTheDocument();
    expect(cells.getByText('MRP', { exact: false, selector: 'del > span' }).parentElement).toHaveTextContent(
      /^MRP ₹99\.50$/,
    ); // struck out: it is higher
    expect(cells.getByRole('spinbutton', { name: 'Stock of Malai Paneer' })).toHaveValue('3');
    expect(cells.getByText('Low stock')).toBeInTheDocument();
    expect(cells.getByRole('switch', { name: 'Malai Paneer on sale' })).toBeChecked();

    const hidden = within(row('Kesar Kulfi'));
    expect(hidden.getByText('Out of stock')).toBeInTheDocument();
    expect(hidden.getByText('Hidden from shop')).toBeInTheDocument();
    expect(hidden.getByRole('switch', { name: 'Kesar Kulfi on sale' })).not.toBeChecked();
    expect(within(row('Toned Milk')).queryByText(/stock$/)).toBeNull(); // 40 on hand: no mark
  });

  it('search waits for a pause in typing, then goes into the URL and the request; the category too', async () => {
    const calls = catalogueApi();
    const { router } = renderProductsPage();
    await screen.findByRole('row', { name: /Toned Milk/ });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'paneer');
    await waitFor(() => expect(router.state.location.search).toBe('?search=paneer'));
    await waitFor(() => expect(listReads(calls).at(-1)?.get('search')).toBe('paneer'));
    // Not one request a letter: typing at the keyboard's speed asks once; a machine busy enough to
    // stall between two letters for longer than the pause may ask for what was typed so far too.
    const searches = listReads(calls).map((p) => p.get('search'));
    expect(searches[0]).toBeNull();
    expect(searches.length - 1).toBeLessThan('paneer'.length / 2);

    // By keyboard: type in the category box, Enter picks the match.
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.keyboard('Dai');
    await screen.findByRole('option', { name: 'Dairy' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Category' }), { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?search=paneer&category=dairy'));
    await waitFor(() => expect(listReads(calls).at(-1)?.get('category')).toBe('dairy'));
    expect(listReads(calls).at(-1)?.get('search')).toBe('paneer');
  });

  it('pages come from the server: page 2 asks for page 2 and says so in the URL', async () => {
    const calls = catalogueApi((call) => {
      const asked = Number(new URL(call.url).searchParams.get('page'));
      return { body: aPage(asked === 2 ? [paneer] : [milk], { page: asked, total: 21 }) };
    });
    const { router } = renderProductsPage();
    await screen.findByRole('row', { name: /Toned Milk/ });
    expect(screen.getByText('21 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByRole('row', { name: /Malai Paneer/ });
    expect(router.state.location.search).toBe('?page=2');
    expect(listReads(calls).map((p) => p.get('page'))).toEqual(['1', '2']);
  });

  it('a link with filters opens with them applied', async () => {
    const calls = catalogueApi();
    renderProductsPage('?search=milk&category=dairy&page=2');
    await screen.findByRole('row', { name: /Toned Milk/ });
    expect(Object.fromEntries(listReads(calls)[0]!)).toMatchObject({ search: 'milk', category: 'dairy', page: '2' });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('milk');
  });

  it('says when nothing matches, and Clear filters brings the whole list back', async () => {
    const calls = catalogueApi((call) => ({
      body: new URL(call.url).searchParams.has('search') ? aPage([]) : aPage([milk]),
    }));
    const { router } = renderProductsPage('?search=zzz&category=bakery');
    expect(await screen.findByText('No products match “zzz” in Bakery')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await screen.findByRole('row', { name: /Toned Milk/ });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(Object.fromEntries(listReads(calls).at(-1)!)).toEqual({
      includeInactive: 'true',
      page: '1',
      pageSize: '20',
    });
  });

  it('a failed load shows the server’s reason and a Retry that loads the list', async () => {
    let fail = true;
    catalogueApi(() =>
      fail
        ? { status: 503, body: { message: 'The store is restocking. Try again in a minute.' } }
        : { body: aPage([milk]) },
    );
    renderProductsPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the products');
    expect(alert).toHaveTextContent('The store is restocking. Try again in a minute.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('row', { name: /Toned Milk/ });
    expect(screen.queryByText('We couldn’t load the products')).toBeNull();
  });

  it('shows a skeleton while the first page loads', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    catalogueApi(async () => {
      await answered;
      return { body: aPage([milk]) };
    });
    renderProductsPage();
    expect(await screen.findByLabelText('Loading products')).toBeInTheDocument();
    await act(async () => answer());
    await screen.findByRole('row', { name: /Toned Milk/ });
    expect(screen.queryByLabelText('Loading products')).toBeNull();
  });
});

describe('changes made in the list', () => {
  it('a stock count typed in place is saved with Enter through the stock endpoint, once', async () => {
    const calls = catalogueApi(undefined, (call) => ({
      body: { ...paneer, stock: (call.body as { stock: number }).stock },
    }));
    renderProductsPage();
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Malai Paneer' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '0{Enter}');
    fireEvent.blur(stock);
    await screen.findByText('Malai Paneer: 0 in stock');
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, pathOf(c.url), c.body])).toEqual([
      ['PUT', '/api/products/0123456789abcdef01234568/stock', { stock: 0 }],
    ]);
  });

  it('a newer count read while a count is being typed leaves the typed count, and Enter saves it', async () => {
    let stockNow = 3;
    const calls = catalogueApi(
      () => ({ body: aPage([milk, { ...paneer, stock: stockNow }, kulfi]) }),
      (call) => ({ body: { ...paneer, stock: (call.body as { stock: number }).stock } }),
    );
    const store = createAppStore();
    renderProductsPage('', store);
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Malai Paneer' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '7');
    // A customer's order elsewhere, and the list read again while the shopkeeper is typing.
    stockNow = 0;
    act(() => {
      store.dispatch(api.util.invalidateTags([TAGS.productList]));
    });
    expect(await within(row('Malai Paneer')).findByText('Out of stock')).toBeInTheDocument();
    expect(stock).toHaveValue('7');
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Malai Paneer: 7 in stock');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ stock: 7 }]);
  });

  it('a newer count read while nobody is typing shows at once', async () => {
    let stockNow = 3;
    catalogueApi(() => ({ body: aPage([milk, { ...paneer, stock: stockNow }, kulfi]) }));
    const store = createAppStore();
    renderProductsPage('', store);
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Malai Paneer' });
    stockNow = 4;
    act(() => {
      store.dispatch(api.util.invalidateTags([TAGS.productList]));
    });
    await waitFor(() => expect(stock).toHaveValue('4'));
  });

  it('leaving the stock box saves it too; a refused count goes back, with the server’s reason', async () => {
    const calls = catalogueApi(undefined, () => ({
      status: 404,
      body: { message: 'We could not find that product. It may have been deleted.' },
    }));
    renderProductsPage();
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Toned Milk' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '12');
    fireEvent.blur(stock);
    expect(await screen.findByText('We could not find that product. It may have been deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ stock: 12 }]);
    await waitFor(() => expect(stock).toHaveValue('40'));
  });

  it.each([
    ['−5', '-5'],
    ['250000', '250000'],
    ['2.5', '2.5'],
  ])(
    'a count of %s is refused in place with the range, and the box keeps showing what is saved',
    async (_what, typed) => {
      const calls = catalogueApi();
      renderProductsPage();
      const stock = await screen.findByRole('spinbutton', { name: 'Stock of Malai Paneer' });
      expect(stock).toHaveAttribute('inputmode', 'numeric');
      await userEvent.clear(stock);
      await userEvent.type(stock, `${typed}{Enter}`);
      expect(await screen.findByText(PRODUCT_MESSAGES.stock)).toBeInTheDocument();
      expect(PRODUCT_MESSAGES.stock).toMatch(/from 0 to 100000/);
      await waitFor(() => expect(stock).toHaveValue('3'));
      fireEvent.blur(stock);
      await waitFor(() => expect(stock).toHaveValue('3'));
      expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    },
  );

  it('the active switch deactivates through the product endpoint, and shows it off with the confirmation, before the list is read again', async () => {
    let reads = 0;
    // The list's re-read after the save never answers: what the row shows comes from the save's answer.
    const calls = catalogueApi(
      () => (reads++ === 0 ? { body: aPage([milk, paneer, kulfi]) } : new Promise<Answer>(() => {})),
      () => ({ body: { ...milk, isActive: false } }),
    );
    renderProductsPage();
    const onSale = await screen.findByRole('switch', { name: 'Toned Milk on sale' });
    await userEvent.click(onSale);
    await screen.findByText('Toned Milk deactivated: customers no longer see it');
    // The toast and the row are separate React commits (the toast's store, the list's store), so a
    // loaded machine can paint the toast a moment first; the row must still follow without the re-read.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Toned Milk on sale' })).not.toBeChecked());
    expect(within(row('Toned Milk')).getByText('Hidden from shop')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [pathOf(c.url), c.body])).toEqual([
      ['/api/products/0123456789abcdef01234567', { isActive: false }],
    ]);
  });

  it('and switched on again brings a hidden product back', async () => {
    const calls = catalogueApi(undefined, () => ({ body: { ...kulfi, isActive: true } }));
    renderProductsPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Kesar Kulfi on sale' }));
    await screen.findByText('Kesar Kulfi is back in the shop');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ isActive: true }]);
  });

  it('delete asks first; refused because of past orders, it offers Deactivate instead, which deactivates', async () => {
    const refusal =
      "Toned Milk is in past orders, so it can't be deleted. Deactivate it instead to take it off the shop.";
    const calls = catalogueApi(undefined, (call) =>
      call.method === 'DELETE' ? { status: 409, body: { message: refusal } } : { body: { ...milk, isActive: false } },
    );
    renderProductsPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Toned Milk' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false); // not before confirming
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete Toned Milk for good?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // (antd names every dialog 'test-id' under jest, so it is found by what it says.)
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Toned Milk can’t be deleted');
    expect(dialog).toHaveTextContent(refusal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await screen.findByText('Toned Milk deactivated: customers no longer see it');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, pathOf(c.url), c.body])).toEqual([
      ['DELETE', '/api/products/0123456789abcdef01234567', null],
      ['PUT', '/api/products/0123456789abcdef01234567', { isActive: false }],
    ]);
  });

  it('a product nothing refers to is deleted, with the server’s word for it', async () => {
    catalogueApi(undefined, () => ({ body: { message: 'Toned Milk was deleted.' } }));
    renderProductsPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Toned Milk' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Toned Milk was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('on a 360 px phone', () => {
  it('each product is a card with the same stock box, switch and actions', async () => {
    setScreenWidth(360);
    catalogueApi();
    renderProductsPage();
    const cards = await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const card = within(items[1]!);
    expect(card.getByText('Malai Paneer')).toBeInTheDocument();
    expect(card.getByRole('spinbutton', { name: 'Stock of Malai Paneer' })).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Malai Paneer on sale' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit Malai Paneer' })).toBeInTheDocument();
  });
});
