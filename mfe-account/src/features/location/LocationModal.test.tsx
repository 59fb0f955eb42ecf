import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, createAppStore } from '@kirana/shared';
import { greenMeadows, mockApi, palmGroveB304, signedInStore, societies } from '@kirana/shared/testing';
import { mockAddressApi, renderWithStore } from '../../testing';
import LocationModal from './LocationModal';

const greenMeadowsA101 = {
  ...palmGroveB304,
  society: greenMeadows._id,
  societyName: 'Green Meadows',
  wing: 'A',
  flatNumber: '101',
};

function openModal(store = signedInStore({ addresses: [palmGroveB304, greenMeadowsA101] })) {
  const onClose = jest.fn();
  renderWithStore(<LocationModal open onClose={onClose} />, store);
  return { store, onClose };
}

describe('Your Location', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the saved locations as Home, the first one delivering, and every society', async () => {
    mockAddressApi();
    openModal();
    expect(screen.getByRole('dialog', { name: 'Your Location' })).toBeInTheDocument();
    const saved = screen.getAllByRole('button', { name: /^Home/ });
    expect(saved.map((b) => b.textContent)).toEqual([
      'HomeB-304, Palm Grove, WakadDelivering here',
      'HomeA-101, Green Meadows, Wakad',
    ]);
    expect(saved[0]).toHaveAttribute('aria-pressed', 'true');
    const all = screen.getByRole('region', { name: 'All societies' });
    expect(await within(all).findByRole('button', { name: /Baner Heights/ })).toBeInTheDocument();
    expect(within(all).getAllByRole('button')).toHaveLength(societies.length);
  });

  it('choosing a saved location makes it the first, where orders go', async () => {
    const saves = mockAddressApi();
    const { store, onClose } = openModal();
    await userEvent.click(screen.getByRole('button', { name: /Green Meadows/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves[0]!.address.map((a) => a.flatNumber)).toEqual(['101', '304']);
    expect(store.getState().addresses.list[0]).toMatchObject({
      societyName: 'Green Meadows',
      wing: 'A',
      flatNumber: '101',
    });
  });

  it('choosing a society opens the simpler modal, which alerts until society, wing and flat are all filled in', async () => {
    const saves = mockAddressApi();
    const { store } = openModal(signedInStore({ addresses: [] }));
    await userEvent.click(await screen.findByRole('button', { name: /Baner Heights/ }));
    expect(screen.getByRole('dialog', { name: 'Your address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Society')).toHaveDisplayValue('Baner Heights, Baner');
    await userEvent.type(screen.getByLabelText('Wing'), 'd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid address.');
    expect(saves).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Flat'), '0501');
    expect(screen.getByLabelText('Flat')).toHaveValue('0501');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Flat must be 3–4 digits, not starting with 0');
    await userEvent.clear(screen.getByLabelText('Flat'));
    await userEvent.type(screen.getByLabelText('Flat'), '501');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.address).toEqual([
      { society: societies[3]!._id, wing: 'D', flatNumber: '501', locality: societies[3]!.locality },
    ]);
    await waitFor(() => expect(store.getState().addresses.list).toHaveLength(1));
  });

  it('a visitor is asked to log in before saving a location', async () => {
    mockAddressApi();
    const heard = jest.fn();
    const off = bus.on('auth:login-required', heard);
    const { onClose } = openModal(createAppStore());
    expect(screen.queryByRole('region', { name: 'Saved locations' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Palm Grove/ }));
    off();
    expect(heard).toHaveBeenCalledWith({ reason: 'location' });
    expect(onClose).toHaveBeenCalled();
  });

  it('choosing a saved location the store refuses shows the store’s sentence and keeps the modal open', async () => {
    const text = 'That society is not on our delivery list. Please choose another.';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAddressApi({ refuseSave: { status: 400, body: { message: text, sentence: { text }, field: 'address.0' } } });
    // On a phone the sheet keeps the pressed address in place: the sentence brings itself into sight.
    const scrolledTo: Element[] = [];
    const before = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    try {
      const { onClose } = openModal();
      await userEvent.click(screen.getByRole('button', { name: /^Home.*Green Meadows/ }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`We couldn’t save your address. ${text}`);
      expect(onClose).not.toHaveBeenCalled();
      expect(scrolledTo.some((element) => element.contains(alert))).toBe(true);
    } finally {
      if (before) Object.defineProperty(Element.prototype, 'scrollIntoView', before);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('a society list that fails to load shows as empty', async () => {
    mockApi(() => ({ status: 500, body: {} }));
    openModal(signedInStore({ addresses: [] }));
    expect(await screen.findByText('No societies to show.')).toBeInTheDocument();
  });
});
