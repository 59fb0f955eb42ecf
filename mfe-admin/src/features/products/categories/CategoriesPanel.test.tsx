import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_MESSAGES } from '@kirana/shared/extended';
import { UPLOAD_A_CATEGORY_PICTURE } from '../productFormRules';
import { aPage, bakery, dairy, mockApi, type RecordedCall, TEST_API } from '@kirana/shared/testing';
import { pathOf, renderProductsPage } from '../testing';
import { setScreenWidth } from '../../../testing';

const FRUIT = {
  ...dairy,
  _id: 'cccccccccccccccccccccc00',
  name: 'Fruits & Vegetables',
  slug: 'fruits-vegetables',
  sortOrder: 0,
  productCount: 24,
};
const UPLOADED = `${TEST_API}/uploads/${'b'.repeat(32)}.png`;

function categoriesApi(
  write: (call: RecordedCall) => { status?: number; body: unknown } = (call) => ({
    status: 201,
    body: { ...bakery, ...(call.body as object) },
  }),
) {
  return mockApi((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/products/categories' && call.method === 'GET') return { body: [FRUIT, dairy, bakery] };
    if (path === '/api/products') return { body: aPage([]) };
    if (path === '/api/upload') return { status: 201, body: { url: UPLOADED, path: new URL(UPLOADED).pathname } };
    return write(call);
  });
}
const writes = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.method !== 'GET' && !c.url.endsWith('/api/upload'))
    .map((c) => [c.method, pathOf(c.url), c.body]);
const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

beforeEach(() => setScreenWidth(1280));

describe('categories, on the Categories tab of /products', () => {
  it('lists them in shop order with how many products each shows', async () => {
    categoriesApi();
    renderProductsPage('?tab=categories');
    const list = await screen.findByRole('list', { name: 'Categories in shop order' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Fruits & Vegetables',
      'Dairy',
      'Bakery',
    ]);
    expect(rows[0]).toHaveTextContent('24 products in the shop');
    expect(rows[1]).toHaveTextContent('1 product in the shop');
    expect(rows[2]).toHaveTextContent('0 products in the shop');
  });

  it('the tab is in the URL', async () => {
    categoriesApi();
    const { router } = renderProductsPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await screen.findByRole('list', { name: 'Categories in shop order' });
    expect(router.state.location.search).toBe('?tab=categories');
  });

  it('Add checks each field with the rules’ messages', async () => {
    const calls = categoriesApi();
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x'.repeat(61) } });
    fireEvent.change(within(dialog).getByLabelText('Position in the shop'), { target: { value: '2.5' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(field('Name')).findByText(PRODUCT_MESSAGES.categoryName)).toBeInTheDocument();
    expect(within(field('Picture')).getByText(UPLOAD_A_CATEGORY_PICTURE)).toBeInTheDocument();
    expect(within(field('Position in the shop')).getByText(PRODUCT_MESSAGES.sortOrder)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('a position out of range is refused with the range, not quietly turned into one (−1 stays −1)', async () => {
    const calls = categoriesApi();
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    const position = within(dialog).getByLabelText('Position in the shop');
    expect(position).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(position, '-1');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(field('Position in the shop')).findByText(PRODUCT_MESSAGES.sortOrder)).toBeInTheDocument();
    expect(position).toHaveValue('-1');
    expect(writes(calls)).toEqual([]);
  });

  it('Add sends the name, the uploaded picture and the position', async () => {
    const calls = categoriesApi();
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Frozen Food ' } });
    await userEvent.upload(
      within(dialog).getByLabelText('Upload a picture of the category'),
      new File([new Uint8Array([137, 80, 78, 71])], 'frozen.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'the category (1)' });
    fireEvent.change(within(dialog).getByLabelText('Position in the shop'), { target: { value: '4' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await screen.findByText('Frozen Food added');
    expect(writes(calls)).toEqual([
      ['POST', '/api/products/categories', { name: 'Frozen Food', image: UPLOADED, sortOrder: 4 }],
    ]);
  });

  it('Edit starts from the saved category; a name already taken is shown on the field', async () => {
    const calls = categoriesApi(() => ({
      status: 409,
      body: { message: 'A category called “Bakery” already exists.', field: 'name' },
    }));
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dairy' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Dairy');
    expect(screen.getByLabelText('Position in the shop')).toHaveValue('1');
    expect(screen.getByRole('img', { name: 'the category (1)' })).toHaveAttribute('src', dairy.image);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bakery' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(field('Name')).findByText('A category called “Bakery” already exists.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([['PUT', `/api/products/categories/${dairy._id}`, { name: 'Bakery' }]]); // only what was changed
  });

  it('a Hindi name: Add sends it trimmed, Edit starts from it and sends only it when only it changed', async () => {
    const calls = categoriesApi();
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Frozen Food' } });
    fireEvent.change(within(dialog).getByLabelText('Name in Hindi'), { target: { value: ' फ्रोज़न फ़ूड ' } });
    await userEvent.upload(
      within(dialog).getByLabelText('Upload a picture of the category'),
      new File([new Uint8Array([137, 80, 78, 71])], 'frozen.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'the category (1)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await screen.findByText('Frozen Food added');
    expect(writes(calls)).toEqual([
      ['POST', '/api/products/categories', { name: 'Frozen Food', nameHi: 'फ्रोज़न फ़ूड', image: UPLOADED }],
    ]);
  });

  it('a category with products in the shop says so before asking, and nothing is sent', async () => {
    const calls = categoriesApi();
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fruits & Vegetables' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Fruits & Vegetables still has 24 products in the shop. Move or delete them first.');
    expect(within(tip).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(tip).getByRole('button', { name: 'OK' }));
    expect(writes(calls)).toEqual([]);
  });

  it('delete asks first; refused while it still has hidden products, the server’s message is shown', async () => {
    const refusal = 'Bakery still has 2 products. Move them to another category or delete them first.';
    const calls = categoriesApi(() => ({ status: 409, body: { message: refusal } }));
    renderProductsPage('?tab=categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bakery' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(writes(calls)).toEqual([['DELETE', `/api/products/categories/${bakery._id}`, null]]);
    expect(
      within(screen.getByRole('list', { name: 'Categories in shop order' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    mockApi((call) =>
      new URL(call.url).pathname === '/api/products/categories' && fail
        ? { status: 500, body: { message: 'Database unavailable' } }
        : { body: [dairy] },
    );
    renderProductsPage('?tab=categories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Categories in shop order' });
  });
});
