import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type RiderOrder } from '@kirana/shared';
import { aRiderOrder, fakeRealtime, mockApi, riderStore, signedInStore } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { RiderPage } from './RiderPage';

const sockets = fakeRealtime();
const openRun = (store = riderStore()) =>
  renderPage(<RiderPage tab="run" />, { pattern: '/rider', path: '/rider', store });

const at = (id: string, societyName: string, wing: string, flatNumber: string, more: Partial<RiderOrder> = {}) =>
  aRiderOrder({
    _id: id,
    address: { society: `${societyName.length}`.padStart(24, 'a'), societyName, wing, flatNumber, areaName: 'Wakad' },
    ...more,
  });

/** The line over the run's cards: what is left to do. */
const runCount = () => document.querySelector('.kn-acc-page__lead')?.textContent;

/** Presses the swipe's keyboard equivalent (jsdom has no layout to drag across). */
async function swipe(card: HTMLElement, label: RegExp) {
  const handle = within(card).getByRole('button', { name: label });
  await waitFor(() => expect(handle).toBeEnabled());
  handle.focus();
  await userEvent.keyboard('{Enter}');
}

describe('My run (/rider)', () => {
  it('groups the run society → wing → flat in walking order, with cash to collect or Paid, Call and Directions', async () => {
    const calls = mockApi({
      'GET /api/rider/run': () => ({
        body: [
          at('65f1a2b3c4d5e6f7a8000001', 'Palm Grove', 'B', '1002'),
          at('65f1a2b3c4d5e6f7a8000002', 'Green Meadows', 'A', '7', {
            isPaid: true,
            amountToCollect: 0,
            paymentMethod: 'PHONEPE',
          }),
          at('65f1a2b3c4d5e6f7a8000003', 'Palm Grove', 'B', '101'),
          at('65f1a2b3c4d5e6f7a8000004', 'Palm Grove', 'A', '904'),
        ],
      }),
    });
    openRun();
    expect(screen.getByRole('status', { name: 'Loading your run' })).toBeInTheDocument();
    expect(await screen.findByText('4 orders to deliver, in walking order')).toBeInTheDocument();
    expect(calls.to('GET /api/rider/run')).toHaveLength(1);

    const societies = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(societies).toEqual(['Green Meadows', 'Palm Grove']);
    const palm = within(screen.getByRole('region', { name: 'Palm Grove' }));
    expect(palm.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wing A', 'Wing B']);
    expect(palm.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Flat A-904',
      'Flat B-101',
      'Flat B-1002',
    ]);
    expect(palm.getAllByRole('link', { name: 'Directions to Palm Grove (opens maps)' })[0]).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Palm%20Grove%2C%20Wakad',
    );

    const paid = screen.getByRole('article', { name: 'Flat A-7' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Collected cash/ })).not.toBeInTheDocument();
    const cod = screen.getByRole('article', { name: 'Flat B-101' });
    expect(within(cod).getByText('Collect ₹115.00')).toBeInTheDocument();
    expect(within(cod).getByText('3 items')).toBeInTheDocument();
    expect(within(cod).getByRole('link', { name: 'Call Asha' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(cod).getByLabelText('Customer’s 4-digit code')).toHaveAttribute('inputMode', 'numeric');
    // The swipe waits for the four digits.
    expect(within(cod).getByRole('button', { name: 'Delivered: swipe right, or press Enter' })).toBeDisabled();
  });

  it('says so when nothing is assigned, and changes live: a new assignment, a cancellation, one given to another rider', async () => {
    mockApi({ 'GET /api/rider/run': () => ({ body: [] }) });
    openRun();
    expect(await screen.findByRole('heading', { name: 'No orders assigned to you right now' })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    const order = at('65f1a2b3c4d5e6f7a8000011', 'Palm Grove', 'C', '12');
    act(() => sockets[0]!.fire('riderOrderUpdated', order));
    expect(await screen.findByRole('article', { name: 'Flat C-12' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('New order for you: Flat C-12, Palm Grove.');

    act(() => sockets[0]!.fire('riderOrderUpdated', { ...order, isCancelled: true }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flat C-12' })).not.toBeInTheDocument());
    expect(screen.getByText('Cancelled: Flat C-12, Palm Grove. Don’t deliver it.')).toBeInTheDocument();

    const other = at('65f1a2b3c4d5e6f7a8000012', 'Palm Grove', 'D', '3');
    act(() => sockets[0]!.fire('riderOrderUpdated', other));
    await screen.findByRole('article', { name: 'Flat D-3' });
    act(() => sockets[0]!.fire('riderOrderUpdated', { ...other, riderId: 'ffffffffffffffffffffffff' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flat D-3' })).not.toBeInTheDocument());
    expect(screen.getByText('Given to another rider: Flat D-3, Palm Grove.')).toBeInTheDocument();
  });

  it('delivers with the customer’s code: a wrong one is refused, the tries left said once; the right one says Delivered and changes the count', async () => {
    const order = at('65f1a2b3c4d5e6f7a8000021', 'Palm Grove', 'B', '304');
    // Delivered, the API no longer sends the customer's phone (R63).
    const deliveredOrder = { ...order, isDelivered: true, customer: { name: 'Asha', phoneNumber: null } };
    let delivered = false;
    let triesLeft = 5;
    const calls = mockApi({
      'GET /api/rider/run': () => ({ body: [delivered ? deliveredOrder : { ...order, handoffTriesLeft: triesLeft }] }),
      'PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000021/deliver': ({ body }) => {
        if ((body as { code: string }).code !== '4821') {
          triesLeft = 4;
          return {
            status: 400,
            body: {
              message: 'That code is not right. Ask the customer again. Tries left: 4.',
              triesLeft: 4,
              flagged: false,
            },
          };
        }
        delivered = true;
        return { body: deliveredOrder };
      },
    });
    openRun();
    const card = await screen.findByRole('article', { name: 'Flat B-304' });
    expect(within(card).getByRole('link', { name: 'Call Asha' })).toHaveAttribute('href', 'tel:+919876543210');
    const code = within(card).getByLabelText('Customer’s 4-digit code');

    expect(within(card).queryByText(/tries? left/i)).not.toBeInTheDocument();

    await userEvent.type(code, '12a34');
    expect(code).toHaveValue('1234');
    await swipe(card, /^Delivered: swipe right/);
    expect(await within(card).findByRole('alert')).toHaveTextContent('That code is not right. Ask the customer again.');
    expect(code).toHaveValue('');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // The tries left are said once, under the box, heard as they change: not again in the refusal,
    // nor twice once the run is read again with the order's own count.
    await waitFor(() => expect(calls.to('GET /api/rider/run')).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // the run read again is drawn
    expect(card.textContent?.match(/tries? left/gi)).toHaveLength(1);
    expect(within(card).getByText('4 tries left')).toHaveAttribute('aria-live', 'polite');
    expect(code).toHaveAccessibleDescription(
      'That code is not right. Ask the customer again. Ask the customer: it is on their order page. 4 tries left',
    );

    const before = runCount();
    await userEvent.type(code, '4821');
    await swipe(card, /^Delivered: swipe right/);
    expect(await within(card).findByText('Done')).toBeInTheDocument();
    // Saved: the run's count has changed and the card says Delivered at once, while the swipe shows its success.
    expect([before, runCount()]).toEqual([
      '1 order to deliver, in walking order',
      '1 delivered, its cash still to collect',
    ]);
    expect(within(card).getByText('Delivered', { selector: '.kn-rider-card__delivered' })).toBeInTheDocument();
    expect(calls.to('PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000021/deliver').map((c) => c.body)).toEqual([
      { code: '1234' },
      { code: '4821' },
    ]);
    // Delivered, its cash still to take: the card now asks only for that.
    await waitFor(() => expect(within(card).queryByLabelText('Customer’s 4-digit code')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(
      within(card).getByRole('button', { name: 'Collected cash ₹115.00: swipe right, or press Enter' }),
    ).toBeEnabled();
    // The phone has left the card with the delivery: no Call; the name still says whose cash it is.
    expect(within(card).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(within(card).getByText(/^Asha ·/)).toBeInTheDocument();
    expect(within(card).getByText('Delivered: to reach the customer now, call the store.')).toBeInTheDocument();
    expect(within(card).getByText('Delivered', { selector: '.kn-rider-card__delivered' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Directions to Palm Grove (opens maps)' })).toBeInTheDocument();
  });

  it('a paid order delivered says Delivered and leaves the count at once, and the run once its success has shown', async () => {
    const paid = { isPaid: true, amountToCollect: 0, paymentMethod: 'PHONEPE' } as const;
    const first = at('65f1a2b3c4d5e6f7a8000041', 'Palm Grove', 'A', '1', paid);
    const second = at('65f1a2b3c4d5e6f7a8000042', 'Palm Grove', 'A', '2', paid);
    let delivered = false;
    mockApi({
      'GET /api/rider/run': () => ({ body: delivered ? [second] : [first, second] }),
      'PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000041/deliver': () => {
        delivered = true;
        return { body: { ...first, isDelivered: true, customer: { name: 'Asha', phoneNumber: null } } };
      },
    });
    openRun();
    const card = await screen.findByRole('article', { name: 'Flat A-1' });
    const before = runCount();
    await userEvent.type(within(card).getByLabelText('Customer’s 4-digit code'), '4821');
    await swipe(card, /^Delivered: swipe right/);
    expect(await within(card).findByText('Done')).toBeInTheDocument();
    expect([before, runCount()]).toEqual([
      '2 orders to deliver, in walking order',
      '1 order to deliver, in walking order',
    ]);
    expect(within(card).getByText('Delivered', { selector: '.kn-rider-card__delivered' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flat A-1' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByRole('article', { name: 'Flat A-2' })).toBeInTheDocument();
  });

  it('collects cash on a cash-on-delivery order; once paid and delivered it leaves the run', async () => {
    const order = at('65f1a2b3c4d5e6f7a8000031', 'Palm Grove', 'A', '5', { isDelivered: true });
    expect(order.customer).toEqual({ name: 'Asha', phoneNumber: null });
    let collected = false;
    const calls = mockApi({
      'GET /api/rider/run': () => ({ body: collected ? [] : [order] }),
      'PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000031/collect-cash': () => {
        collected = true;
        return { body: { ...order, isPaid: true, cashCollected: true, amountToCollect: 0 } };
      },
    });
    openRun();
    const card = await screen.findByRole('article', { name: 'Flat A-5' });
    expect(within(card).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    await swipe(card, /^Collected cash ₹115.00: swipe right/);
    expect(await within(card).findByText('Done')).toBeInTheDocument();
    expect(calls.to('PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000031/collect-cash')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { name: 'No orders assigned to you right now' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('a collection the store refuses springs back and says why, in the store’s words', async () => {
    const order = at('65f1a2b3c4d5e6f7a8000032', 'Palm Grove', 'A', '6', { isDelivered: true });
    const text = 'This order is already paid, so there is no cash to collect.';
    mockApi({
      'GET /api/rider/run': () => ({ body: [order] }),
      'PUT /api/rider/orders/65f1a2b3c4d5e6f7a8000032/collect-cash': () => ({
        status: 409,
        body: { message: text, sentence: { text } },
      }),
    });
    openRun();
    const card = await screen.findByRole('article', { name: 'Flat A-6' });
    await swipe(card, /^Collected cash ₹115.00: swipe right/);
    expect(await within(card).findByRole('alert')).toHaveTextContent(text);
    expect(within(card).queryByText('Done')).not.toBeInTheDocument();
  });

  it('a flagged order is the store’s to deliver: no code box, the reason instead', async () => {
    mockApi({
      'GET /api/rider/run': () => ({ body: [aRiderOrder({ handoffFlagged: true, handoffTriesLeft: 0 })] }),
    });
    openRun();
    const card = await screen.findByRole('article', { name: 'Flat B-304' });
    expect(within(card).getByRole('alert')).toHaveTextContent('the store must deliver this order');
    expect(within(card).queryByLabelText('Customer’s 4-digit code')).not.toBeInTheDocument();
  });

  it('shows a load error with Retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/rider/run': () =>
        fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { body: [] },
    });
    openRun();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your run.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No orders assigned to you right now' })).toBeInTheDocument();
  });

  it('a rider whose session the store ended (401) is signed out through the shell', async () => {
    mockApi({ 'GET /api/rider/run': () => ({ status: 401, body: { message: 'Please sign in.' } }) });
    const heard = jest.fn();
    const off = bus.on('auth:logout-requested', heard);
    openRun();
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    off();
  });

  it('tells a signed-in customer the page is not for them and reads no rider data', async () => {
    const calls = mockApi(() => ({ body: [] }));
    renderPage(<RiderPage tab="run" />, { pattern: '/rider', path: '/rider', store: signedInStore() });
    expect(screen.getByRole('heading', { name: 'This page is for the store’s delivery team' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/account/orders');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });
});
