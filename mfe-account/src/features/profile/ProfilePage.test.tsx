import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectUser } from '@kirana/shared';
import { mockApi, signedInStore } from '@kirana/shared/testing';
import { renderPage } from '../../testing';
import { ProfilePage } from './ProfilePage';

const open = () => renderPage(<ProfilePage />, { pattern: '/profile', path: '/profile' });

describe('profile', () => {
  it('shows the phone number read-only and the name to edit; Save waits for a change', () => {
    open();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /phone/i })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a blank name is refused with a message and never sent', async () => {
    const calls = mockApi(() => ({ body: {} }));
    open();
    const name = screen.getByLabelText('Your name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.tab();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, '{Enter}');
    expect(calls).toHaveLength(0);
  });

  it('keeps a name to 60 characters; the browser may fill in the customer’s own name, words capitalised', async () => {
    open();
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('maxLength', '60');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('autocapitalize', 'words');
  });

  it('saves the trimmed name with PUT /api/users/profile and updates the signed-in user', async () => {
    const store = signedInStore();
    const calls = mockApi(() => ({ body: { name: 'Asha Patil', address: [] } }));
    renderPage(<ProfilePage />, { pattern: '/profile', path: '/profile', store });
    const name = screen.getByLabelText('Your name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Asha Patil ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(selectUser(store.getState())?.name).toBe('Asha Patil'));
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', body: { name: 'Asha Patil' } })]);
    expect(calls[0]!.url).toBe('http://localhost:4000/api/users/profile');
    expect(name).toHaveValue('Asha Patil');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a refused save shows the server’s message and keeps what was typed', async () => {
    mockApi(() => ({ status: 400, body: { message: 'name: must be 1 to 60 characters' } }));
    const store = renderPage(<ProfilePage />, { pattern: '/profile', path: '/profile' }).store;
    await userEvent.type(screen.getByLabelText('Your name'), ' P');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t save your name. name: must be 1 to 60 characters',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha P');
    expect(selectUser(store.getState())?.name).toBe('Asha');
  });
});
