import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, type Product } from '@kirana/shared';
import { PRODUCT_MESSAGES } from '@kirana/shared/extended';
import { HSN_CODE_MESSAGE, PICK_A_CATEGORY } from './productFormRules';
import { ProductFormDrawer } from './ProductFormDrawer';
import {
  aProduct,
  bakery,
  dairy,
  mockApi,
  type RecordedCall,
  renderWithRouter,
  TEST_API,
} from '@kirana/shared/testing';
import { AdminFrame, pathOf } from './testing';
import { setScreenWidth } from '../../testing';

const UPLOADED = `${TEST_API}/uploads/9f86d081884c7d659a2feaa0c55ad015.png`;

function openForm(
  editing: Product | 'new' = 'new',
  answer: (call: RecordedCall) => { status?: number; body: unknown } = (call) => ({ status: 201, body: call.body }),
) {
  setRuntimeConfig({ apiHost: TEST_API });
  const calls = mockApi((call) =>
    new URL(call.url).pathname === '/api/upload'
      ? { status: 201, body: { url: UPLOADED, path: new URL(UPLOADED).pathname } }
      : answer(call),
  );
  const onClose = jest.fn();
  renderWithRouter(
    <AdminFrame>
      <ProductFormDrawer editing={editing} categories={[dairy, bakery]} onClose={onClose} />
    </AdminFrame>,
    '/products',
  );
  return { calls, onClose };
}

/** The form item holding the field labelled `label`: its messages are checked there. */
const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const setText = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: /^(Add product|Save changes)$/ }));

async function pickCategory(name: string) {
  const box = screen.getByRole('combobox', { name: 'Category' });
  await userEvent.click(box);
  await userEvent.keyboard(name);
  await screen.findByRole('option', { name });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
  await waitFor(() => expect(field('Category')).toHaveTextContent(name));
}

async function fillValidProduct() {
  setText('Name', 'Malai Paneer');
  setText('Description', 'Soft paneer made fresh every morning.');
  await pickCategory('Dairy');
  await userEvent.upload(
    screen.getByLabelText('Upload a picture of Malai Paneer'),
    new File([new Uint8Array([137, 80, 78, 71])], 'paneer.png', { type: 'image/png' }),
  );
  await screen.findByRole('img', { name: 'Malai Paneer (1)' });
  setText('MRP (₹)', '99.5');
  setText('Selling price (₹)', '89.99');
  setText('Quantity', '200 g');
  setText('In stock', '12');
}

beforeEach(() => setScreenWidth(1280));

describe('the product form’s messages (the rules and sentences of productRules)', () => {
  it('an empty form says what each required field needs, and nothing is sent', async () => {
    const { calls } = openForm();
    setText('In stock', '');
    await submit();
    expect(await within(field('Name')).findByText(PRODUCT_MESSAGES.name)).toBeInTheDocument();
    expect(within(field('Category')).getByText(PICK_A_CATEGORY)).toBeInTheDocument();
    expect(within(field('Pictures')).getByText(PRODUCT_MESSAGES.images)).toBeInTheDocument();
    expect(within(field('MRP (₹)')).getByText(PRODUCT_MESSAGES.price)).toBeInTheDocument();
    expect(within(field('Selling price (₹)')).getByText(PRODUCT_MESSAGES.price)).toBeInTheDocument();
    expect(within(field('Quantity')).getByText(PRODUCT_MESSAGES.quantityLabel)).toBeInTheDocument();
    expect(within(field('In stock')).getByText(PRODUCT_MESSAGES.stock)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Name', 'only spaces', '   ', PRODUCT_MESSAGES.name],
    ['Name', '121 characters', 'x'.repeat(121), PRODUCT_MESSAGES.name],
    ['Description', '2001 characters', 'x'.repeat(2001), PRODUCT_MESSAGES.description],
    ['MRP (₹)', '0', '0', PRODUCT_MESSAGES.price],
    ['MRP (₹)', '100001', '100001', PRODUCT_MESSAGES.price],
    ['Selling price (₹)', '45.999', '45.999', PRODUCT_MESSAGES.price],
    ['Quantity', '“big pack”', 'big pack', PRODUCT_MESSAGES.quantityLabel],
    ['Quantity', '31 characters', '1'.repeat(31), PRODUCT_MESSAGES.quantityLabel],
    ['In stock', '2.5', '2.5', PRODUCT_MESSAGES.stock],
    ['In stock', '100001', '100001', PRODUCT_MESSAGES.stock],
    ['In stock', '−5', '-5', PRODUCT_MESSAGES.stock],
    ['In stock', '250000', '250000', PRODUCT_MESSAGES.stock],
    ['MRP (₹)', '−5', '-5', PRODUCT_MESSAGES.price],
  ])('%s of %s is refused', async (label, _what, value, message) => {
    const { calls } = openForm();
    setText(label, value);
    await submit();
    expect(await within(field(label)).findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a selling price above the MRP is refused until the MRP allows it', async () => {
    openForm();
    setText('MRP (₹)', '30');
    setText('Selling price (₹)', '35');
    await submit();
    expect(await within(field('Selling price (₹)')).findByText(PRODUCT_MESSAGES.sellingAboveMrp)).toBeInTheDocument();
    expect(within(field('MRP (₹)')).queryByRole('alert')).toBeNull();
    setText('MRP (₹)', '40');
    await waitFor(() =>
      expect(within(field('Selling price (₹)')).queryByText(PRODUCT_MESSAGES.sellingAboveMrp)).toBeNull(),
    );
  });
});

describe('saving', () => {
  it('a complete form adds the product with its uploaded picture, then closes', async () => {
    const { calls, onClose } = openForm('new', (call) => ({
      status: 201,
      body: aProduct({ ...(call.body as object), _id: '0123456789abcdef0123456a' }),
    }));
    await fillValidProduct();
    await submit();
    await screen.findByText('Malai Paneer added to the shop');
    const created = calls.find((c) => c.method === 'POST' && pathOf(c.url) === '/api/products');
    expect(created?.body).toEqual({
      name: 'Malai Paneer',
      description: 'Soft paneer made fresh every morning.',
      categoryId: dairy._id,
      productImages: [UPLOADED],
      mrp: 99.5,
      sellingPrice: 89.99,
      quantityLabel: '200 g',
      stock: 12,
      isActive: true,
      // No HSN code yet, and the default rate (most groceries are exempt).
      hsnCode: null,
      gstRate: 0,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('when the server refuses, its message is shown, on the field it names', async () => {
    const refusal = 'The picture /uploads/9f86d081884c7d659a2feaa0c55ad015.png was not found. Please upload it again.';
    const { onClose } = openForm('new', () => ({
      status: 400,
      body: {
        message: refusal,
        field: 'productImages.0',
        sentence: {
          text: 'The picture {url} was not found. Please upload it again.',
          values: { url: '/uploads/9f86d081884c7d659a2feaa0c55ad015.png' },
        },
      },
    }));
    await fillValidProduct();
    await submit();
    // The sentence above the form, and on the field the answer's `field` names (R78).
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
    expect(within(field('Pictures')).getByText(refusal)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('editing starts from the product as saved and sends only what the admin changed', async () => {
    const paneer = aProduct({ name: 'Malai Paneer', mrp: 99.5, sellingPrice: 89.99, quantityLabel: '200 g', stock: 3 });
    const { calls } = openForm(paneer, (call) => ({ body: { ...paneer, ...(call.body as object) } }));
    expect(screen.getByLabelText('Name')).toHaveValue('Malai Paneer');
    expect(field('Category')).toHaveTextContent('Dairy');
    expect(await screen.findByRole('img', { name: 'Malai Paneer (1)' })).toHaveAttribute(
      'src',
      paneer.productImages[0],
    );
    expect(screen.getByRole('switch', { name: 'On sale' })).toBeChecked();
    setText('Selling price (₹)', '85');
    await userEvent.click(screen.getByRole('switch', { name: 'On sale' }));
    await submit();
    await screen.findByText('Malai Paneer saved');
    const put = calls.find((c) => c.method === 'PUT');
    expect(pathOf(put!.url)).toBe(`/api/products/${paneer._id}`);
    // The stock it opened with is not sent: customers may have bought some since.
    expect(put!.body).toEqual({ sellingPrice: 85, isActive: false });
  });

  it('a changed count is sent as counted; a save with nothing changed sends nothing and closes', async () => {
    const paneer = aProduct({ name: 'Malai Paneer', stock: 3 });
    const { calls, onClose } = openForm(paneer, (call) => ({ body: { ...paneer, ...(call.body as object) } }));
    setText('In stock', '20');
    await submit();
    await screen.findByText('Malai Paneer saved');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ stock: 20 }]);

    calls.length = 0;
    onClose.mockClear();
    setText('In stock', '3');
    setText('Name', '  Malai Paneer ');
    await submit();
    await screen.findByText('Nothing changed in Malai Paneer');
    expect(calls).toHaveLength(0);
    expect(onClose).toHaveBeenCalled();
  });

  it('number boxes open the numeric keypad on a phone', () => {
    openForm();
    expect(screen.getByLabelText('In stock')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('MRP (₹)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Selling price (₹)')).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('GST: the HSN code and the GST rate', () => {
  /** By keyboard, as a shopkeeper without a mouse would: open the list, arrow down to the rate, Enter. */
  async function pickGstRate(label: string) {
    const box = screen.getByRole('combobox', { name: 'GST rate' });
    await userEvent.click(box);
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    // antd's hidden list for screen readers names the active option by its value (12 for 12%).
    const value = label.replace('%', '');
    for (let step = 0; step < 5 && active() !== value; step += 1)
      fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40, which: 40 });
    expect(active()).toBe(value);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(field('GST rate')).toHaveTextContent(label));
  }

  it('a new product starts at 0% with no code; both are labelled, the code opens the numeric keypad, and the rate says prices include it', () => {
    openForm();
    const code = screen.getByLabelText('HSN code');
    expect(code).toHaveValue('');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('combobox', { name: 'GST rate' })).toBeInTheDocument();
    expect(field('GST rate')).toHaveTextContent('0%');
    expect(field('GST rate')).toHaveTextContent('Prices include GST.');
  });

  it('sends the HSN code and the GST rate chosen with a new product', async () => {
    const { calls } = openForm('new', (call) => ({
      status: 201,
      body: aProduct({ ...(call.body as object), _id: '0123456789abcdef0123456a' }),
    }));
    await fillValidProduct();
    setText('HSN code', '04061000');
    await pickGstRate('12%');
    await submit();
    await screen.findByText('Malai Paneer added to the shop');
    const created = calls.find((c) => c.method === 'POST' && pathOf(c.url) === '/api/products');
    expect(created?.body).toMatchObject({ hsnCode: '04061000', gstRate: 12 });
  });

  it.each([
    ['12a', 'a letter'],
    ['12', 'two digits'],
    ['12345', 'five digits'],
    ['1234567', 'seven digits'],
  ])('refuses “%s” (%s): HSN code: 4, 6 or 8 digits, and sends nothing', async (value) => {
    const { calls } = openForm();
    setText('HSN code', value);
    await submit();
    expect(await within(field('HSN code')).findByText(HSN_CODE_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/api/products')).toHaveLength(0);
  });

  it('editing shows the saved code and rate, and sends only what changed (a cleared code as null)', async () => {
    const paneer = aProduct({ name: 'Malai Paneer', hsnCode: '0406', gstRate: 5 });
    const { calls } = openForm(paneer, (call) => ({ body: { ...paneer, ...(call.body as object) } }));
    expect(screen.getByLabelText('HSN code')).toHaveValue('0406');
    expect(field('GST rate')).toHaveTextContent('5%');
    await pickGstRate('18%');
    await submit();
    await screen.findByText('Malai Paneer saved');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ gstRate: 18 }]);

    calls.length = 0;
    setText('HSN code', '');
    await submit();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ hsnCode: null, gstRate: 18 });
  });
});
