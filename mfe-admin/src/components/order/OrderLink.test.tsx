import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@kirana/shared/testing';
import { backFrom, OrderLink } from './OrderLink';

describe('Back from an order', () => {
  it('returns to the page it was opened from, filters and all', async () => {
    const { router } = renderWithRouter(
      <OrderLink orderId="65f1a2b3c4d5e6f7a8b9c0d1">Order</OrderLink>,
      '/orders?state=unpaid&q=98765',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Order' }));
    expect(router.state.location.pathname).toBe('/order/65f1a2b3c4d5e6f7a8b9c0d1');
    expect(backFrom(router.state.location.state)).toEqual({
      to: '/orders?state=unpaid&q=98765',
      label: 'Back to the orders',
    });
  });

  it('names the customer page and the dashboard; anything else (or a foreign address) goes to the dashboard', () => {
    expect(backFrom({ back: '/customers/65f1a2b3c4d5e6f7a8b9c0d2' })).toEqual({
      to: '/customers/65f1a2b3c4d5e6f7a8b9c0d2',
      label: 'Back to the customer',
    });
    expect(backFrom({ back: '/' })).toEqual({ to: '/', label: 'Back to the dashboard' });
    expect(backFrom(null)).toEqual({ to: '/', label: 'Back to the dashboard' });
    expect(backFrom({ back: '//evil.example/x' })).toEqual({ to: '/', label: 'Back to the dashboard' });
    expect(backFrom({ back: 'https://evil.example' })).toEqual({ to: '/', label: 'Back to the dashboard' });
  });
});
