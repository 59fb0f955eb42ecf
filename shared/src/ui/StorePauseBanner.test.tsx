import { act, screen } from '@testing-library/react';
import { mockApi, renderWithRouter } from '../../testing';
import { StorePauseBanner } from './StorePauseBanner';

describe('the pause banner', () => {
  it('says nothing while the store takes orders', async () => {
    const calls = mockApi(() => ({ body: {} }));
    renderWithRouter(<StorePauseBanner />, '/');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('paused without a reason or time: the headline and that carts wait', async () => {
    mockApi(() => ({ body: {} }), { storeStatus: { takingOrders: false, reason: null, reopensAt: null } });
    renderWithRouter(<StorePauseBanner />, '/');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Not taking orders right now');
    expect(banner).toHaveTextContent('You can still fill your cart and order when we open again.');
  });
});
