import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@kirana/shared';
import { Overlays } from './Overlays';

// Each widget stands in as a dialog named by its module id, with a button that closes it.
jest.mock('../../remotes/RemoteWidget', () => ({
  RemoteWidget: ({ id, props }: { id: string; props: { open: boolean; onClose: () => void } }) =>
    props.open ? (
      <div role="dialog" aria-label={id}>
        <button type="button" onClick={props.onClose}>
          close {id}
        </button>
      </div>
    ) : null,
}));

const openDialog = () => screen.queryByRole('dialog')?.getAttribute('aria-label') ?? null;
const emit = (name: Parameters<typeof bus.emit>[0]) => act(() => bus.emit(name, {} as never));

describe('Overlays', () => {
  it('opens the widget each bus event asks for, one at a time', () => {
    render(<Overlays />);
    emit('shell:cart-requested');
    expect(openDialog()).toBe('mfe_cart_checkout/CartDrawer');
    emit('shell:location-requested');
    expect(openDialog()).toBe('mfe_account/LocationModal');
  });

  it('brings the cart drawer back when the address form it asked for closes', async () => {
    render(<Overlays />);
    emit('shell:cart-requested');
    emit('cart:address-required');
    expect(openDialog()).toBe('mfe_account/AddressForm');
    await userEvent.click(screen.getByRole('button', { name: 'close mfe_account/AddressForm' }));
    expect(openDialog()).toBe('mfe_cart_checkout/CartDrawer');
    await userEvent.click(screen.getByRole('button', { name: 'close mfe_cart_checkout/CartDrawer' }));
    expect(openDialog()).toBeNull();
  });

  it('does not open the cart after a location modal opened from the header', async () => {
    render(<Overlays />);
    emit('shell:location-requested');
    await userEvent.click(screen.getByRole('button', { name: 'close mfe_account/LocationModal' }));
    expect(openDialog()).toBeNull();
  });

  it('brings the cart back after a sign-in the cart asked for', () => {
    render(<Overlays />);
    emit('shell:cart-requested');
    act(() => {
      bus.emit('auth:login-required', { reason: 'cart' });
    });
    act(() => screen.getByRole('button', { name: 'close mfe_cart_checkout/CartDrawer' }).click());
    expect(openDialog()).toBeNull();
    act(() => bus.emit('auth:signed-in', { userId: 'u', isAdmin: false }));
    expect(openDialog()).toBe('mfe_cart_checkout/CartDrawer');
  });
});
