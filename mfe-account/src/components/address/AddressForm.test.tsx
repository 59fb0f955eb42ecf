import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLocale } from '@kirana/shared';
import { palmGroveB304, signedInStore, societies, wakad } from '@kirana/shared/testing';
import { mockAddressApi, renderWithStore } from '../../testing';
import AddressForm from './AddressForm';

function openForm(store = signedInStore(), onClose = jest.fn()) {
  renderWithStore(<AddressForm open onClose={onClose} />, store);
  return { store, onClose };
}

/** Picks Wakad once the localities have loaded. */
async function chooseWakad() {
  await screen.findByRole('option', { name: 'Wakad' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Locality' }), 'Wakad');
}

async function fillAddress(society: string, wing: string, flat: string) {
  await chooseWakad();
  const societyBox = screen.getByRole('combobox', { name: 'Society' });
  await waitFor(() => expect(societyBox).toBeEnabled());
  await userEvent.type(societyBox, society.slice(0, 4));
  await userEvent.click(screen.getByRole('option', { name: society }));
  await userEvent.type(screen.getByLabelText('Wing/Phase'), wing);
  await userEvent.type(screen.getByLabelText('Flat Number'), flat);
}

describe('address form (R29)', () => {
  beforeEach(() => window.localStorage.clear());

  it('is titled Add your address and notes whom to contact when the locality is missing', async () => {
    mockAddressApi();
    openForm();
    expect(screen.getByRole('dialog', { name: 'Add your address' })).toBeInTheDocument();
    expect(screen.getByText(/Can’t find your locality or society\?/)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Baner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('uppercases the wing, strips other characters and keeps 1; flat keeps up to 4 digits', async () => {
    mockAddressApi();
    openForm();
    const wing = screen.getByLabelText('Wing/Phase');
    await userEvent.type(wing, '-b2');
    expect(wing).toHaveValue('B');
    const flat = screen.getByLabelText('Flat Number');
    await userEvent.type(flat, 'a1b2c3d4e5');
    expect(flat).toHaveValue('1234');
  });

  it('shows the spec messages for a bad wing, flat and a missing society', async () => {
    mockAddressApi();
    openForm();
    await userEvent.click(screen.getByLabelText('Wing/Phase'));
    await userEvent.tab();
    expect(screen.getByText('Wing must be 1 capital letter or digit')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Flat Number'), '012');
    await userEvent.tab();
    expect(screen.getByText('Flat must be 3–4 digits, not starting with 0')).toBeInTheDocument();
    await chooseWakad();
    const societyBox = screen.getByRole('combobox', { name: 'Society' });
    await waitFor(() => expect(societyBox).toBeEnabled());
    await userEvent.click(societyBox);
    await userEvent.tab();
    expect(screen.getByText('Please select a society')).toBeInTheDocument();
  });

  it('the society autocomplete filters within the locality and works from the keyboard', async () => {
    mockAddressApi();
    openForm();
    await chooseWakad();
    const societyBox = screen.getByRole('combobox', { name: 'Society' });
    await waitFor(() => expect(societyBox).toBeEnabled());
    await userEvent.type(societyBox, 'pa');
    const list = screen.getByRole('listbox', { name: 'Societies' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Palm Grove', 'Park Street Residency']);
    expect(within(list).queryByText('Baner Heights')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(societyBox).toHaveValue('Park Street Residency');
    expect(societyBox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(societyBox);
    await userEvent.type(societyBox, 'zzz');
    expect(screen.getByText('No society matches “zzz”')).toBeInTheDocument();
  });

  it('saves the whole list with the new address first and updates the store every remote reads', async () => {
    const saves = mockAddressApi();
    const { store, onClose } = openForm(signedInStore({ addresses: [palmGroveB304] }));
    await fillAddress('Green Meadows', 'c', '1203');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([
      {
        address: [
          { society: societies[2]!._id, wing: 'C', flatNumber: '1203', locality: wakad._id },
          { society: palmGroveB304.society, wing: 'B', flatNumber: '304', locality: wakad._id },
        ],
      },
    ]);
    expect(store.getState().addresses.list.map((a) => `${a.wing}-${a.flatNumber}, ${a.societyName}`)).toEqual([
      'C-1203, Green Meadows',
      'B-304, Palm Grove',
    ]);
  });

  it('cannot save an address identical to one already saved', async () => {
    mockAddressApi();
    openForm(signedInStore({ addresses: [palmGroveB304] }));
    await fillAddress('Palm Grove', 'b', '304');
    expect(screen.getByText('You have already saved this address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Flat Number'));
    await userEvent.type(screen.getByLabelText('Flat Number'), '305');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('when saving fails it logs, says so and keeps the form for another try', async () => {
    mockAddressApi({ failSave: true });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, onClose } = openForm();
    await fillAddress('Palm Grove', 'A', '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t save your address.');
    expect(logged).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(store.getState().addresses.list).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a refusal shows the API’s own sentence, in English and in Hindi, not a guess about the connection', async () => {
    const text = 'That society is not on our delivery list. Please choose another.';
    const refuseSave = { status: 400, body: { message: text, sentence: { text }, field: 'address.0' } };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAddressApi({ refuseSave });
    openForm();
    await fillAddress('Palm Grove', 'A', '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`We couldn’t save your address. ${text}`);
  });

  it('in Hindi, the refusal reads in Hindi (its sentence through the API’s catalogue)', async () => {
    const text = 'This address is already in your list.';
    const refuseSave = { status: 400, body: { message: text, sentence: { text }, field: 'address.1' } };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAddressApi({ refuseSave });
    await switchLocale('hi');
    try {
      openForm();
      await screen.findByRole('option', { name: 'Wakad' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'इलाका' }), 'Wakad');
      const societyBox = screen.getByRole('combobox', { name: 'सोसाइटी' });
      await waitFor(() => expect(societyBox).toBeEnabled());
      await userEvent.type(societyBox, 'Palm');
      await userEvent.click(screen.getByRole('option', { name: 'Palm Grove' }));
      await userEvent.type(screen.getByLabelText('विंग/फ़ेज़'), 'A');
      await userEvent.type(screen.getByLabelText('फ़्लैट नंबर'), '101');
      await userEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('आपका पता सेव नहीं हो सका। यह पता आपकी सूची में पहले से है।');
    } finally {
      await act(() => switchLocale('en'));
    }
  });

  it('edits an address in place: Edit your address, Update', async () => {
    const saves = mockAddressApi();
    const other = { ...palmGroveB304, flatNumber: '101' };
    const store = signedInStore({ addresses: [other, palmGroveB304] });
    renderWithStore(<AddressForm open address={palmGroveB304} onClose={() => undefined} />, store);
    expect(screen.getByRole('dialog', { name: 'Edit your address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Flat Number'));
    await userEvent.type(screen.getByLabelText('Flat Number'), '404');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.address.map((a) => a.flatNumber)).toEqual(['101', '404']);
  });
});
