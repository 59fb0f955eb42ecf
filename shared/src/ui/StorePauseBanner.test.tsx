import { act, cleanup, screen } from '@testing-library/react';
import { switchLocale } from '../i18n';
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

  it('in Hindi: the headline, the reason as written and when it opens again', async () => {
    const reopensAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    mockApi(() => ({ body: {} }), { storeStatus: { takingOrders: false, reason: 'दिवाली की छुट्टी', reopensAt } });
    await switchLocale('hi');
    try {
      renderWithRouter(<StorePauseBanner />, '/');
      const banner = await screen.findByRole('status');
      expect(banner).toHaveTextContent('अभी ऑर्डर नहीं ले रहे हैं');
      expect(banner).toHaveTextContent(/^अभी ऑर्डर नहीं ले रहे हैंदिवाली की छुट्टी। .+, \d+ .+, \d+:\d\d [ap]m पर फिर खुलेंगे।$/);
      expect(banner).not.toHaveTextContent('Back');
    } finally {
      cleanup();
      await act(() => switchLocale('en'));
    }
  });

  it('in English: when it opens again', async () => {
    const reopensAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    mockApi(() => ({ body: {} }), { storeStatus: { takingOrders: false, reason: 'Closed for Diwali', reopensAt } });
    renderWithRouter(<StorePauseBanner />, '/');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(/Closed for Diwali\. Back on \w{3}, \d+ \w{3}, \d+:\d\d [ap]m\.$/);
  });
});
