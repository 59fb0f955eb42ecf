import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../features/header/Header';
import { LoginHost } from '../features/login/LoginHost';
import { mockApi, type RecordedCalls } from '@kirana/shared/testing';
import { renderShell } from '../testing';

// Two features as AppFrame puts them together: the header's Log In opens the login modal over the bus.
let api: RecordedCalls;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => api?.restore());

describe('the header and the login modal, side by side as AppFrame draws them', () => {
  it('opens from the header’s Log In and gives focus back to it when closed', async () => {
    api = mockApi({});
    renderShell(
      <>
        <Header />
        <LoginHost />
      </>,
    );
    const logIn = screen.getByRole('button', { name: /Log In/ });
    await userEvent.click(logIn);
    expect(await screen.findByLabelText('Phone number', {}, { timeout: 5000 })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logIn).toHaveFocus();
  });
});
