import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, switchLocale } from '@kirana/shared';
import { anOrder, aPage, fakeRealtime, mockApi, orderId } from '@kirana/shared/testing';
import { installFakeAudio, renderAdminPage } from '../../testing';
import { resetSoundForTests, setSoundEnabled, unlockSound } from './newOrderSound';
import { markOrdersSeen, SEEN_ORDERS_KEY } from './seenOrders';
import { ALARM_REPEAT_MS, titleWithCount } from './useNewOrderCue';

const sockets = fakeRealtime();

function ProductsPage() {
  return <Link to="/elsewhere">Somewhere else</Link>;
}

beforeEach(() => {
  window.localStorage.clear();
  document.title = 'Products · Kirana Now';
  resetSoundForTests();
});
afterEach(() => jest.useRealTimers());

describe('new orders on every admin page', () => {
  it('counts in the tab title, and rings again every 15 s until opened or dismissed', async () => {
    const tones = installFakeAudio();
    setSoundEnabled(true);
    await unlockSound();
    mockApi(() => ({ body: aPage([]) }));
    renderAdminPage(<ProductsPage />, { path: '/products', pattern: '/products' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    jest.useFakeTimers();
    const first = anOrder({ _id: orderId() }, 0);
    const second = anOrder({ _id: orderId() }, 0);
    act(() => sockets[0]!.fire('orderUpdated', first));
    expect(document.title).toBe('(1) New order · Products · Kirana Now');
    act(() => sockets[0]!.fire('orderUpdated', second));
    expect(document.title).toBe('(2) New orders · Products · Kirana Now');
    const played = tones.played;
    act(() => jest.advanceTimersByTime(ALARM_REPEAT_MS * 2));
    expect(tones.played).toBe(played + 2);
    // A page that names itself again keeps the count in front.
    act(() => {
      document.title = 'Reports · Kirana Now';
    });
    await act(async () => Promise.resolve());
    expect(document.title).toBe('(2) New orders · Reports · Kirana Now');
    jest.useRealTimers();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(document.title).toBe('Reports · Kirana Now');
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(ALARM_REPEAT_MS * 2));
    expect(tones.played).toBe(played + 2);
  });

  it('after the socket comes back, orders placed while it was away are announced; older ones are not', async () => {
    const missed = anOrder(
      { _id: orderId(), shippingAddress: { ...anOrder().shippingAddress, wing: 'F', flatNumber: '606' } },
      -1,
    );
    const before = anOrder({ _id: orderId() }, 20);
    const calls = mockApi(() => ({ body: aPage([missed, before]) }));
    renderAdminPage(<ProductsPage />, { path: '/products', pattern: '/products' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('connect', undefined));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => sockets[0]!.fire('connect', undefined)); // a reconnect
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('link', { name: `#${missed.orderNumber}` })).toBeInTheDocument();
    expect(within(notice).queryByRole('link', { name: `#${before.orderNumber}` })).not.toBeInTheDocument();
    const read = calls.map((call) => new URL(call.url)).find((url) => url.pathname === '/api/orders/')!;
    expect(Object.fromEntries(read.searchParams)).toEqual({
      isDelivered: 'false',
      awaitingPayment: 'false',
      sort: 'newest',
      page: '1',
      pageSize: '50',
    });
    expect(document.title).toBe('(1) New order · Products · Kirana Now');
  });

  it('opening the order acknowledges it', async () => {
    mockApi(() => ({ body: aPage([]) }));
    const fresh = anOrder({ _id: orderId() }, 0);
    renderAdminPage(<ProductsPage />, { path: '/products', pattern: '*' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('orderUpdated', fresh));
    const notice = await screen.findByRole('alert');
    await userEvent.click(within(notice).getByRole('link', { name: `#${fresh.orderNumber}` }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(document.title).toBe('Products · Kirana Now');
  });

  it('an order opened before a reload is not announced again by a change heard after it', async () => {
    mockApi(() => ({ body: aPage([]) }));
    const fresh = anOrder({ _id: orderId() }, 0);
    renderAdminPage(<ProductsPage />, { path: '/products', pattern: '*' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('orderUpdated', fresh));
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('link', { name: `#${fresh.orderNumber}` }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    // The order's page is reloaded: every admin screen starts again, with a socket of its own.
    cleanup();
    renderAdminPage(<ProductsPage />, { path: `/order/${fresh._id}`, pattern: '*' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    // The admin packs it (or a rider takes it): the change comes over the socket.
    act(() => sockets[1]!.fire('orderUpdated', { ...fresh, stage: 'packing' }));
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    act(() => sockets[1]!.fire('orderUpdated', { ...fresh, stage: 'packed' }));
    await act(async () => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Products · Kirana Now');
  });

  it('a new order heard while its own page is open is not announced; a dismissed one stays dismissed after a reload', async () => {
    mockApi(() => ({ body: aPage([]) }));
    const onScreen = anOrder({ _id: orderId() }, 0);
    const dismissed = anOrder({ _id: orderId() }, 0);
    renderAdminPage(<ProductsPage />, { path: `/order/${onScreen._id}`, pattern: '*' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('orderUpdated', onScreen));
    await act(async () => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => sockets[0]!.fire('orderUpdated', dismissed));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss' }));

    cleanup();
    renderAdminPage(<ProductsPage />, { path: '/products', pattern: '*' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    act(() => sockets[1]!.fire('orderUpdated', { ...dismissed, stage: 'packing' }));
    act(() => sockets[1]!.fire('orderUpdated', { ...onScreen, stage: 'packing' }));
    await act(async () => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an order opened in another tab leaves this tab’s notice', async () => {
    mockApi(() => ({ body: aPage([]) }));
    const fresh = anOrder({ _id: orderId() }, 0);
    renderAdminPage(<ProductsPage />, { path: '/products', pattern: '*' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.fire('orderUpdated', fresh));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => {
      markOrdersSeen([fresh._id]);
      window.dispatchEvent(new StorageEvent('storage', { key: SEEN_ORDERS_KEY }));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes the count in front of a title, once', () => {
    expect(titleWithCount('Orders · Kirana Now', 3)).toBe('(3) New orders · Orders · Kirana Now');
    expect(titleWithCount('(3) New orders · Orders · Kirana Now', 1)).toBe('(1) New order · Orders · Kirana Now');
    expect(titleWithCount('(1) New order · Orders · Kirana Now', 0)).toBe('Orders · Kirana Now');
  });

  it('counts in the language shown, and takes off a count written in the other', async () => {
    await switchLocale('hi');
    try {
      expect(titleWithCount('(3) New orders · Orders · Kirana Now', 1)).toBe('(1) नया ऑर्डर · Orders · Kirana Now');
      expect(titleWithCount('(1) नया ऑर्डर · Orders · Kirana Now', 2)).toBe('(2) नए ऑर्डर · Orders · Kirana Now');
    } finally {
      await act(() => switchLocale('en'));
    }
    expect(titleWithCount('(2) नए ऑर्डर · Orders · Kirana Now', 0)).toBe('Orders · Kirana Now');
  });
});
