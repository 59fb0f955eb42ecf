import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, aPage, aProduct, asha, mockApi, ravi, type RecordedCall } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../../testing';
import { CustomerPage } from '../CustomerPage';

const milk = aProduct(); // ₹27, 40 on hand
const paneer = aProduct({
  _id: '0123456789abcdef01234568',
  name: 'Malai Paneer',
  sellingPrice: 89.99,
  mrp: 99,
  quantityLabel: '200 g',
  stock: 3,
});
const kulfi = aProduct({ _id: '0123456789abcdef01234569', name: 'Kesar Kulfi', isActive: false });
const curd = aProduct({ _id: '0123456789abcdef0123456a', name: 'Fresh Curd', stock: 0, inStock: false });
const placed = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c0aa', totalPrice: 108 });

type Answer = { status?: number; body: unknown };
/** The API for Asha's page with a catalogue to search; `placing` answers the phone order. */
function storeApi(
  placing: (call: RecordedCall) => Answer = () => ({ status: 201, body: placed }),
  shelfNow: Record<string, unknown> = {},
) {
  return mockApi((call) => {
    const { pathname, searchParams } = new URL(call.url);
    const one = /^\/api\/products\/(\w{24})$/.exec(pathname);
    if (one && shelfNow[one[1]!]) return { body: shelfNow[one[1]!] };
    if (pathname === `/api/users/${asha._id}`) return { body: asha };
    if (pathname === `/api/users/${ravi._id}`) return { body: ravi };
    if (pathname === '/api/orders/') return { body: aPage([]) };
    if (pathname === '/api/products') {
      const search = (searchParams.get('search') ?? '').toLowerCase();
      return { body: aPage([milk, paneer, kulfi, curd].filter((p) => p.name.toLowerCase().includes(search))) };
    }
    if (call.method === 'POST' && pathname === `/api/users/${asha._id}/orders`) return placing(call);
    return { status: 404, body: { message: 'Not found' } };
  });
}
const orderCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => setScreenWidth(1280));

async function openDrawer(customerId = asha._id) {
  renderAdminPage(<CustomerPage />, {
    pattern: '/customers/:id',
    path: `/customers/${customerId}`,
    elsewhere: ['/order/:id'],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Take a phone order' }));
  return screen.findByRole('dialog');
}

/** The drop-down's entry for a product (antd draws them in a list of its own, named by title). */
const optionFor = (name: string) =>
  waitFor(() => {
    const option = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!option) throw new Error(`no option for ${name}`);
    return option;
  });

/** rc-select reads the key code, which user-event leaves out (and waits for the key to come up before the next Enter). */
const pressEnter = (box: HTMLElement) => {
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13, which: 13 });
};

/** Types into the product box and, once the match shows, picks it with Enter (as an admin on a call would). */
async function pick(dialog: HTMLElement, typed: string, name: string) {
  const box = within(dialog).getByRole('combobox', { name: 'Add a product' });
  await userEvent.type(box, typed);
  await optionFor(name);
  pressEnter(box);
  await within(dialog).findByRole('group', { name: `${name} quantity` });
  expect(box).toHaveValue(''); // ready for the next item
}

const bill = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(within(dialog).getByLabelText('Bill'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );

describe('taking a phone order (/customers/:id → Take a phone order)', () => {
  it('picks products by name, prices the bill as checkout does, and places it cash on delivery to the chosen address', async () => {
    const calls = storeApi();
    const dialog = await openDrawer();
    expect(within(dialog).getByText('Phone order for Asha Patil')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeDisabled();

    await pick(dialog, 'milk', 'Toned Milk');
    expect(within(dialog).getByRole('group', { name: 'Toned Milk quantity' })).toHaveTextContent('1');
    expect(bill(dialog)).toEqual({
      'Item total': '₹27.00',
      'Small cart fee': '₹20',
      'Delivery fee': '₹0',
      'Total bill (cash on delivery)': '₹47.00',
    });

    const more = within(dialog).getByRole('button', { name: 'One more Toned Milk' });
    for (let i = 0; i < 3; i++) await userEvent.click(more);
    // ₹108: over ₹100, so the small-cart fee is waived (₹20 struck out, heard as waived, and ₹0).
    expect(bill(dialog)['Item total']).toBe('₹108.00');
    expect(bill(dialog)['Small cart fee']).toBe('₹20 waived ₹0');
    expect(within(within(dialog).getByRole('region', { name: 'Bill' })).getByRole('deletion')).toHaveTextContent(
      /^₹20 waived$/,
    );
    expect(bill(dialog)['Total bill (cash on delivery)']).toBe('₹108.00');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'A-1201, Baner Heights, Baner' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByText('Order placed for Asha Patil: ₹108.00 cash on delivery, on its way in 30–35 minutes.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order/65f1a2b3c4d5e6f7a8b9c0aa'));
    const [post] = orderCalls(calls);
    expect(new URL(post!.url).pathname).toBe(`/api/users/${asha._id}/orders`);
    expect(post!.body).toEqual({
      orderItems: [{ product: milk._id, qty: 4 }],
      shippingAddress: { society: asha.userAddresses[1]!.society, wing: 'A', flatNumber: '1201' },
      paymentMethod: 'COD',
      expectedTotal: 108,
    });
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('shows what can’t be sold greyed out with the reason, holds a line to its stock, and − at 1 takes it off', async () => {
    storeApi();
    const dialog = await openDrawer();
    const box = within(dialog).getByRole('combobox', { name: 'Add a product' });
    await userEvent.click(box);
    await userEvent.type(box, 'k');
    const hidden = await optionFor('Kesar Kulfi');
    expect(hidden).toHaveClass('ant-select-item-option-disabled');
    expect(hidden).toHaveTextContent('Hidden from shop');
    await userEvent.clear(box);
    await userEvent.type(box, 'curd');
    const out = await optionFor('Fresh Curd');
    expect(out).toHaveClass('ant-select-item-option-disabled');
    expect(out).toHaveTextContent('Out of stock');
    // Enter on a list of only unavailable products adds nothing.
    pressEnter(box);
    expect(within(dialog).getByText('Nothing on this order yet')).toBeInTheDocument();
    await userEvent.type(box, '{Backspace}'.repeat(4));
    await userEvent.keyboard('{Escape}');

    await pick(dialog, 'paneer', 'Malai Paneer');
    const more = within(dialog).getByRole('button', { name: 'One more Malai Paneer' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(within(dialog).getByRole('group', { name: 'Malai Paneer quantity' })).toHaveTextContent('3');
    expect(more).toBeDisabled();
    expect(more).toHaveAttribute('title', 'Only 3 in stock');
    expect(bill(dialog)['Item total']).toBe('₹269.97');

    for (let i = 0; i < 2; i++)
      await userEvent.click(within(dialog).getByRole('button', { name: 'One fewer Malai Paneer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Malai Paneer' }));
    expect(within(dialog).getByText('Nothing on this order yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('a refused order keeps the lines and says why; sent again unchanged it keeps its key, changed it gets a new one', async () => {
    let answers = 0;
    const calls = storeApi(() =>
      answers++ === 0
        ? { status: 409, body: { message: 'Only 2 of Toned Milk left (you asked for 3). Please lower the quantity.' } }
        : { status: 201, body: placed },
    );
    const dialog = await openDrawer();
    await pick(dialog, 'milk', 'Toned Milk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Toned Milk' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more Toned Milk' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(
      await within(dialog).findByText('Only 2 of Toned Milk left (you asked for 3). Please lower the quantity.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Toned Milk quantity' })).toHaveTextContent('3');
    expect(screen.getByTestId('location')).toHaveTextContent(`/customers/${asha._id}`);

    answers = 0; // refused once more, so the unchanged order is sent a second time
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await within(dialog).findByText(/Only 2 of Toned Milk left/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'One fewer Toned Milk' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order/65f1a2b3c4d5e6f7a8b9c0aa'));

    const keys = orderCalls(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(orderCalls(calls).map((call) => (call.body as { orderItems: unknown }).orderItems)).toEqual([
      [{ product: milk._id, qty: 3 }],
      [{ product: milk._id, qty: 3 }],
      [{ product: milk._id, qty: 2 }],
    ]);
  });

  it('refused because prices or stock changed, it reads the lines again: new price, quantity within the stock, and a gone product marked', async () => {
    const calls = storeApi(
      (call) =>
        (call.body as { expectedTotal: number }).expectedTotal === 80
          ? { status: 201, body: placed }
          : {
              status: 409,
              body: {
                message:
                  'Prices have changed since these items were added: your total is now ₹80.00. Please check your cart and place the order again.',
              },
            },
      { [milk._id]: { ...milk, sellingPrice: 30, stock: 2 }, [paneer._id]: { ...paneer, stock: 0, inStock: false } },
    );
    const dialog = await openDrawer();
    await pick(dialog, 'milk', 'Toned Milk');
    for (let i = 0; i < 3; i++)
      await userEvent.click(within(dialog).getByRole('button', { name: 'One more Toned Milk' }));
    await pick(dialog, 'paneer', 'Malai Paneer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await within(dialog).findByText(/^Prices have changed/)).toBeInTheDocument();
    await within(dialog).findByText('500 ml · ₹30.00 each');
    expect(within(dialog).getByRole('group', { name: 'Toned Milk quantity' })).toHaveTextContent('2'); // only 2 left now
    expect(within(dialog).getByText('Out of stock: take it off this order')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Malai Paneer' }));
    expect(bill(dialog)['Total bill (cash on delivery)']).toBe('₹80.00'); // ₹60 of milk and the small-cart fee

    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order/65f1a2b3c4d5e6f7a8b9c0aa'));
    const reads = calls
      .filter((c) => /\/api\/products\/\w{24}$/.test(new URL(c.url).pathname))
      .map((c) => new URL(c.url).searchParams.get('includeInactive'));
    expect(reads).toEqual(['true', 'true']);
  });

  it('for a customer with no saved address the button is off, and says why', async () => {
    storeApi();
    renderAdminPage(<CustomerPage />, { pattern: '/customers/:id', path: `/customers/${ravi._id}` });
    const button = await screen.findByRole('button', { name: 'Take a phone order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Needs a delivery address: add one below.');
    await act(async () => undefined);
  });
});
