import { act, screen } from '@testing-library/react';
import { renderShell } from '../../testing';
import { OfflineScreen } from './OfflineScreen';
import { useCustomerOffline } from './useCustomerOffline';
import { adminStore } from '@kirana/shared/testing';

function Page() {
  const offline = useCustomerOffline();
  return (
    <>
      <p>Fresh vegetables</p>
      {offline && <OfflineScreen />}
    </>
  );
}

function network(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the offline screen', () => {
  it('shows You’re Offline with Reload when the network is lost, and goes away when it returns', () => {
    renderShell(<Page />);
    expect(screen.queryByText("You're Offline")).not.toBeInTheDocument();
    network(false);
    expect(screen.getByRole('alertdialog', { name: "You're Offline" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    network(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Fresh vegetables')).toBeInTheDocument();
  });

  it('leaves an admin to the admin’s own offline screen (the customer’s words are about a cart)', () => {
    const store = adminStore();

    renderShell(<Page />, { store });
    network(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
