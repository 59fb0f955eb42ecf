import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, baner, mockApi, ravi, type RecordedCall, societies, wakad } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { CustomerPage } from './CustomerPage';

/** Ravi's page, the delivery locations, and `adding` answering POST …/addresses. */
function storeApi(adding: (call: RecordedCall) => { status?: number; body: unknown }) {
  return mockApi((call) => {
    const url = new URL(call.url);
    if (url.pathname === `/api/users/${ravi._id}`) return { body: ravi };
    if (url.pathname === '/api/orders/') return { body: aPage([]) };
    if (url.pathname === '/api/localities') return { body: [wakad, baner] };
    const inLocality = /^\/api\/society\/locality\/(\w+)$/.exec(url.pathname);
    if (inLocality) return { body: societies.filter((s) => s.locality === inLocality[1]) };
    if (call.method === 'POST' && url.pathname === `/api/users/${ravi._id}/addresses`) return adding(call);
    return { status: 404, body: { message: 'not found' } };
  });
}

beforeEach(() => setScreenWidth(1280));

async function fillPalmGrove(wing: string, flat: string) {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Wakad' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText('Locality'), 'Wakad');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Palm Grove' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText('Society'), 'Palm Grove');
  await userEvent.type(screen.getByLabelText('Wing'), wing);
  await userEvent.type(screen.getByLabelText('Flat'), flat);
}

const open = () => renderAdminPage(<CustomerPage />, { pattern: '/customers/:id', path: `/customers/${ravi._id}` });

describe('adding an address on a customer’s page', () => {
  it('takes it down with the address form’s rules, shows it at once, and then a phone order can be taken', async () => {
    const saved = {
      society: societies[0]!._id,
      societyName: 'Palm Grove',
      wing: 'C',
      flatNumber: '702',
      locality: wakad._id,
      areaName: 'Wakad',
    };
    const calls = storeApi(() => ({ status: 201, body: { ...ravi, userAddresses: [saved] } }));
    open();
    expect(await screen.findByRole('button', { name: 'Take a phone order' })).toBeDisabled();
    expect(screen.getByText('Needs a delivery address: add one below.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(screen.getByLabelText('Locality')).toHaveFocus());

    // Nothing filled: every field says what it needs, and nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please select a society')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fillPalmGrove('c', '702');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address added: C-702, Palm Grove, Wakad')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { address: { locality: wakad._id, society: societies[0]!._id, wing: 'C', flatNumber: '702' } },
    ]);
    const addresses = screen.getByRole('heading', { name: 'Addresses' }).closest('.ant-card') as HTMLElement;
    expect(within(addresses).getByText('C-702, Palm Grove, Wakad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take a phone order' })).toBeEnabled();
  });

  it('a refused address keeps the form with the server’s reason; Cancel closes it', async () => {
    storeApi(() => ({ status: 400, body: { message: 'address: this customer already has this address.' } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillPalmGrove('c', '702');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This customer already has this address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Flat')).toHaveValue('702');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Flat')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });
});
