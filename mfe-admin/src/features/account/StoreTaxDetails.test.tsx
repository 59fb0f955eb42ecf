import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@kirana/shared/testing';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { StoreTaxDetails } from './StoreTaxDetails';

beforeEach(() => setScreenWidth(1280));

const open = () => renderAdminPage(<StoreTaxDetails />, { pattern: '/account', path: '/account' });

const SAVED = {
  legalName: 'Kirana Now Stores LLP',
  address: 'Shop 4, Green Meadows, Baner, Pune 411045',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};

describe('the store’s tax details', () => {
  it('not set yet: an empty form; Save waits for the name, address and state, and sends them trimmed, the GSTIN in capitals', async () => {
    const calls = mockApi({
      'GET /api/store/tax-profile': () => ({ body: null }),
      'PUT /api/store/tax-profile': (call) => ({ body: call.body }),
    });
    open();
    const save = await screen.findByRole('button', { name: 'Save tax details' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Legal name'), '  Kirana Now Stores LLP ');
    await userEvent.type(screen.getByLabelText('Address on the bill'), 'Shop 4, Green Meadows, Baner, Pune 411045');
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByLabelText('State'));
    await userEvent.type(screen.getByLabelText('State'), 'Mahara');
    await userEvent.click(await screen.findByText('Maharashtra (27)'));
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '27aapfu0939f1zv');
    await userEvent.click(save);
    await waitFor(() => expect(calls.to('PUT /api/store/tax-profile')).toHaveLength(1));
    expect(calls.to('PUT /api/store/tax-profile')[0]!.body).toEqual(SAVED);
    // Saved: nothing left to save until something changes.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save tax details' })).toBeDisabled());
  });

  it('shows what is saved; without a GSTIN it sends none (plain bills)', async () => {
    const calls = mockApi({
      'GET /api/store/tax-profile': () => ({ body: SAVED }),
      'PUT /api/store/tax-profile': (call) => ({ body: call.body }),
    });
    open();
    const gstin = await screen.findByLabelText('GSTIN (optional)');
    expect(gstin).toHaveValue('27AAPFU0939F1ZV');
    expect(screen.getByLabelText('Legal name')).toHaveValue('Kirana Now Stores LLP');
    await userEvent.clear(gstin);
    await userEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    await waitFor(() => expect(calls.to('PUT /api/store/tax-profile')).toHaveLength(1));
    expect(calls.to('PUT /api/store/tax-profile')[0]!.body).toEqual({ ...SAVED, gstin: null });
  });

  it('a GSTIN the server refuses shows its sentence, and nothing is lost', async () => {
    mockApi({
      'GET /api/store/tax-profile': () => ({ body: SAVED }),
      'PUT /api/store/tax-profile': () => ({
        status: 400,
        body: {
          message: 'The GSTIN’s last character does not match: check it for a typing mistake.',
          field: 'gstin',
        },
      }),
    });
    open();
    const gstin = await screen.findByLabelText('GSTIN (optional)');
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27AAPFU0939F1ZW');
    await userEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/does not match/)).toBeInTheDocument();
    expect(gstin).toHaveValue('27AAPFU0939F1ZW');
  });
});
