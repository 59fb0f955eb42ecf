import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@kirana/shared/domain/validation';
import { aPage, asha, baner, mockApi, type RecordedCall, societies, wakad } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { FindCustomerPage } from './FindCustomerPage';

// antd picks its layout by screen width: a desk unless a test says phone.
beforeEach(() => setScreenWidth(1280));

const open = (path = '/customer') =>
  renderAdminPage(<FindCustomerPage />, { pattern: '/customer', path, elsewhere: ['/customers/:id'] });
const phoneBox = () => screen.getByLabelText('Customer’s phone number');

/** The store knows `known` customers; POST /api/users answers `create` (default: the new customer). */
function store({
  known = [asha],
  create,
}: {
  known?: (typeof asha)[];
  create?: (call: RecordedCall) => { status?: number; body: unknown };
} = {}) {
  return mockApi((call) => {
    const url = new URL(call.url);
    if (url.pathname === '/api/users' && call.method === 'GET')
      return { body: aPage(known.filter((c) => c.phoneNumber.includes(url.searchParams.get('search') ?? ''))) };
    if (url.pathname === '/api/users' && call.method === 'POST')
      return create
        ? create(call)
        : {
            status: 201,
            body: { ...asha, _id: 'c0c0c0c0c0c0c0c0c0c0c0c9', name: 'Meena', phoneNumber: '9123456780', orderCount: 0 },
          };
    if (url.pathname === '/api/localities') return { body: [wakad, baner] };
    const inLocality = /^\/api\/society\/locality\/(\w+)$/.exec(url.pathname);
    if (inLocality) return { body: societies.filter((s) => s.locality === inLocality[1]) };
    return { status: 404, body: { message: 'not found' } };
  });
}
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

async function lookUpNewPhone() {
  await userEvent.type(phoneBox(), '9123456780');
  await screen.findByRole('heading', { name: 'Add customer' });
}

describe('find a customer by phone', () => {
  it('takes digits only, ten of them, and says "Please enter a valid phone number!" with Find disabled until valid', async () => {
    const calls = store();
    open();
    await userEvent.type(phoneBox(), '98a76-54 3210999');
    expect(phoneBox()).toHaveValue('9876543210');
    await userEvent.clear(phoneBox());
    await userEvent.type(phoneBox(), '5123456789');
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    expect(calls.map((call) => new URL(call.url).searchParams.get('search'))).not.toContain('5123456789');
    expect(screen.queryByRole('heading', { name: 'Add customer' })).not.toBeInTheDocument();
  });

  it('a pasted number with +91 and spaces is read as its ten digits', async () => {
    store();
    open();
    await userEvent.click(phoneBox());
    await userEvent.paste('+91 98765 43210');
    expect(phoneBox()).toHaveValue('9876543210');
  });

  it('a known number shows their card and a link to their page, and the number goes into the URL', async () => {
    const calls = store();
    open();
    await userEvent.type(phoneBox(), '9876543210');
    expect(await screen.findByRole('heading', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open their page' })).toHaveAttribute('href', `/customers/${asha._id}`);
    expect(screen.getByTestId('location')).toHaveTextContent('/customer?phone=9876543210');
    expect(new URL(calls[0]!.url).searchParams.get('search')).toBe('9876543210');
    expect(screen.queryByRole('heading', { name: 'Add customer' })).not.toBeInTheDocument();
  });

  it('opened with ?phone= it looks the number up straight away', async () => {
    store();
    open('/customer?phone=9876543210');
    expect(phoneBox()).toHaveValue('9876543210');
    expect(await screen.findByRole('heading', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it('an unknown number offers Add customer with the phone filled in; it needs a name and sends nothing until it has one', async () => {
    const calls = store();
    open();
    await lookUpNewPhone();
    expect(screen.getByText('No customer has +91 91234 56780 yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 91234 56780');
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Please enter the customer’s name')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('the address is optional, but once started it is checked with the spec’s filtering and messages', async () => {
    const calls = store();
    open();
    await lookUpNewPhone();
    await userEvent.type(screen.getByLabelText('Name'), 'Meena');
    await userEvent.type(screen.getByLabelText('Wing'), 'b');
    expect(screen.getByLabelText('Wing')).toHaveValue('B');
    await userEvent.type(screen.getByLabelText('Flat'), '0a1234');
    expect(screen.getByLabelText('Flat')).toHaveValue('0123');
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Please select a locality')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.societyRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.flat)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.wing)).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Leave out the address' }));
    expect(screen.getByLabelText('Wing')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.flat)).not.toBeInTheDocument();
  });

  it('adds the customer with their address (societies of the chosen locality only) and opens their page', async () => {
    const calls = store();
    open();
    await lookUpNewPhone();
    await userEvent.type(screen.getByLabelText('Name'), '  Meena ');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Baner' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Locality'), 'Wakad');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Palm Grove' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Baner Heights' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Society'), 'Palm Grove');
    await userEvent.type(screen.getByLabelText('Wing'), 'c');
    await userEvent.type(screen.getByLabelText('Flat'), '702');
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/customers/c0c0c0c0c0c0c0c0c0c0c0c9'),
    );
    expect(posts(calls)[0]!.body).toEqual({
      phoneNumber: '9123456780',
      name: 'Meena',
      address: { locality: wakad._id, society: societies[0]!._id, wing: 'C', flatNumber: '702' },
    });
  });

  it('adds a customer without an address when none was given', async () => {
    const calls = store();
    open();
    await lookUpNewPhone();
    await userEvent.type(screen.getByLabelText('Name'), 'Meena{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ phoneNumber: '9123456780', name: 'Meena' });
  });

  it('a 409 says the phone is already a customer and links to them', async () => {
    let known: (typeof asha)[] = [];
    const meena = { ...asha, _id: 'c0c0c0c0c0c0c0c0c0c0c0c9', name: 'Meena', phoneNumber: '9123456780' };
    mockApi((call) => {
      const url = new URL(call.url);
      if (call.method === 'POST') {
        known = [meena]; // someone else added her a moment ago
        return { status: 409, body: { message: 'This phone number is already a customer.' } };
      }
      if (url.pathname === '/api/users') return { body: aPage(known) };
      return { body: [] };
    });
    open();
    await lookUpNewPhone();
    await userEvent.type(screen.getByLabelText('Name'), 'Meena{Enter}');
    expect(await screen.findByText('+91 91234 56780 is already a customer')).toBeInTheDocument();
    expect(screen.getByText(/This phone number is already a customer\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Meena’s page' })).toHaveAttribute(
      'href',
      `/customers/${meena._id}`,
    );
  });

  it('a 409 for a number outside the customer list (an admin’s) says so and offers no form', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { message: 'phoneNumber: 9123456780 already has an account. Find the customer by phone instead.' },
          }
        : new URL(call.url).pathname === '/api/users'
          ? { body: aPage([]) }
          : { body: [] },
    );
    open();
    await lookUpNewPhone();
    await userEvent.type(screen.getByLabelText('Name'), 'Meena{Enter}');
    expect(await screen.findByText('+91 91234 56780 already has an account')).toBeInTheDocument();
    expect(screen.getByText(/already has an account\. Find the customer by phone instead\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add customer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No customer has/)).not.toBeInTheDocument();
  });

  it('any other refusal shows the server’s message on the form and keeps what was typed', async () => {
    store({ known: [], create: () => ({ status: 400, body: { message: 'name: must be 1 to 60 characters' } }) });
    open();
    await lookUpNewPhone();
    await userEvent.type(screen.getByLabelText('Name'), 'Meena{Enter}');
    expect(await screen.findByText('The name must be 1 to 60 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Meena');
  });
});
