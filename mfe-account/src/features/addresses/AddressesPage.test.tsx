import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectAddresses, type SavedAddress } from '@kirana/shared';
import { palmGroveB304, signedInStore, societies } from '@kirana/shared/testing';
import { mockAddressApi, renderPage } from '../../testing';
import { AddressesPage } from './AddressesPage';

const greenMeadowsA101: SavedAddress = {
  society: societies[2]!._id,
  societyName: 'Green Meadows',
  wing: 'A',
  flatNumber: '101',
  locality: societies[2]!.locality,
  areaName: 'Wakad',
};
const open = (addresses: SavedAddress[] = [palmGroveB304, greenMeadowsA101]) =>
  renderPage(<AddressesPage />, {
    pattern: '/address',
    path: '/address',
    store: signedInStore({ addresses: addresses }),
  }).store;
const keys = (list: readonly { wing: string; flatNumber: string }[]) => list.map((a) => `${a.wing}-${a.flatNumber}`);
const card = (line: string) => screen.getByText(line).closest('li')!;

describe('my addresses (address)', () => {
  it('lists the saved addresses; the first is where orders go', () => {
    open();
    const first = card('B-304, Palm Grove, Wakad');
    expect(within(first).getByText('Delivering here')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Deliver here' })).not.toBeInTheDocument();
    expect(
      within(card('A-101, Green Meadows, Wakad')).getByRole('button', { name: 'Deliver here' }),
    ).toBeInTheDocument();
  });

  it('with none saved, says so and offers to add one', async () => {
    mockAddressApi();
    open([]);
    expect(screen.getByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Add a new address' }));
    expect(screen.getByRole('dialog', { name: 'Add your address' })).toBeInTheDocument();
  });

  it('Deliver here moves that address first and saves the whole list', async () => {
    const saves = mockAddressApi();
    const store = open();
    await userEvent.click(within(card('A-101, Green Meadows, Wakad')).getByRole('button', { name: 'Deliver here' }));
    await waitFor(() => expect(keys(selectAddresses(store.getState()))).toEqual(['A-101', 'B-304']));
    expect(saves.map((s) => keys(s.address))).toEqual([['A-101', 'B-304']]);
    expect(within(card('A-101, Green Meadows, Wakad')).getByText('Delivering here')).toBeInTheDocument();
  });

  it('Delete asks first; Keep it changes nothing, Delete saves the list without it', async () => {
    const saves = mockAddressApi();
    const store = open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete B-304, Palm Grove, Wakad' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText('Orders will then go to A-101, Green Meadows, Wakad.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete B-304, Palm Grove, Wakad' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves.map((s) => keys(s.address))).toEqual([['A-101']]);
    expect(keys(selectAddresses(store.getState()))).toEqual(['A-101']);
    expect(screen.queryByText('B-304, Palm Grove, Wakad')).not.toBeInTheDocument();
  });

  it('a failed delete says so in the dialog and keeps the address', async () => {
    mockAddressApi({ failSave: true });
    const store = open();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Delete A-101, Green Meadows, Wakad' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We couldn’t save your address.');
    expect(keys(selectAddresses(store.getState()))).toEqual(['B-304', 'A-101']);
  });

  it('Edit opens the address form on that address', async () => {
    mockAddressApi();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit A-101, Green Meadows, Wakad' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your address' });
    expect(within(dialog).getByLabelText('Wing/Phase')).toHaveValue('A');
    expect(within(dialog).getByLabelText('Flat Number')).toHaveValue('101');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
