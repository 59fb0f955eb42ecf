import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type LoginReason } from '@kirana/shared';
import { aSession, mockApi, networkDown, type ApiHandler, type RecordedCalls } from '@kirana/shared/testing';
import { openLogin } from '../../testing';

let api: RecordedCalls;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => api?.restore());

const phoneBox = () => screen.getByLabelText('Phone number');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('login modal: the phone step (R23)', () => {
  it('is a dialog labelled by its heading, with the +91 prefix, Continue disabled and the terms notice', async () => {
    api = mockApi({});
    await openLogin();
    expect(screen.getByRole('dialog', { name: 'Groceries in 30–35 minutes' })).toBeInTheDocument();
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(phoneBox()).toHaveFocus();
    expect(phoneBox()).toHaveAttribute('inputmode', 'numeric');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms-and-policies');
  });

  it('keeps Continue disabled with "Please enter a valid phone number!" until the number is valid', async () => {
    api = mockApi({});
    await openLogin();
    await userEvent.type(phoneBox(), '5123');
    expect(screen.getByText('Please enter a valid phone number!')).toBeVisible();
    expect(continueButton()).toBeDisabled();
    await userEvent.clear(phoneBox());
    await userEvent.type(phoneBox(), '98765abc43210999');
    expect(phoneBox()).toHaveValue('9876543210');
    expect(screen.queryByText('Please enter a valid phone number!')).not.toBeVisible();
    expect(continueButton()).toBeEnabled();
  });

  it('Enter on an invalid number toasts the message instead of doing nothing', async () => {
    api = mockApi({});
    await openLogin();
    await userEvent.type(phoneBox(), '98765{Enter}');
    // The message under the box, and the toast.
    await waitFor(() => expect(screen.getAllByText('Please enter a valid phone number!')).toHaveLength(2));
    expect(api).toEqual([]);
  });

  it('Continue starts a browser session, sends the code for it and moves to OTP Verification', async () => {
    api = mockApi({ 'GET /': aSession, 'POST /api/otp/send': () => ({ body: { message: 'sent' } }) });
    await openLogin();
    await userEvent.type(phoneBox(), '9876543210');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    const [sent] = api.to('POST /api/otp/send');
    expect(sent!.body).toEqual({ phoneNumber: '9876543210', sessionId: expect.stringMatching(/^session-/) });
    expect(window.sessionStorage.getItem('sessionId')).toBe((sent!.body as { sessionId: string }).sessionId);
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
  });

  it('an expired browser session is renewed once and the code sent', async () => {
    let sends = 0;
    api = mockApi({
      'GET /': aSession,
      'POST /api/otp/send': () =>
        ++sends === 1
          ? { status: 401, body: { message: 'Your session has expired. Please try again.' } }
          : { body: { message: 'sent' } },
    });
    await openLogin();
    await userEvent.type(phoneBox(), '9876543210');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'OTP Verification' });
    const [first, second] = api.to('POST /api/otp/send').map((r) => (r.body as { sessionId: string }).sessionId);
    expect(first).not.toBe(second);
    expect(api.to('GET /')).toHaveLength(2);
  });

  it('a refusal such as 429 shows the server’s message and stays on the phone step', async () => {
    api = mockApi({
      'GET /': aSession,
      'POST /api/otp/send': () => ({
        status: 429,
        body: { message: 'You have asked for 3 OTPs in the last 15 minutes. Please try again in 12 minutes.' },
      }),
    });
    await openLogin();
    await userEvent.type(phoneBox(), '9876543210');
    await userEvent.click(continueButton());
    expect(
      await screen.findByText('You have asked for 3 OTPs in the last 15 minutes. Please try again in 12 minutes.'),
    ).toBeInTheDocument();
    expect(phoneBox()).toHaveValue('9876543210');
  });

  it.each([
    [
      'the SMS provider fails',
      () => ({ status: 503, body: { message: 'We couldn’t send the code. Try again in a minute.' } }),
    ],
    ['the network is down', networkDown],
  ] as [string, ApiHandler][])(
    'send failure when %s (R25a): logged, the modal closes, and opens again empty',
    async (_case, answer) => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      api = mockApi({ 'GET /': aSession, 'POST /api/otp/send': answer });
      await openLogin();
      await userEvent.type(phoneBox(), '9876543210');
      await userEvent.click(continueButton());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('We couldn’t send the code. Try again in a minute.')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('[shell] OTP send failed', expect.anything());
      act(() => bus.emit('auth:login-required', {}));
      expect(await screen.findByLabelText('Phone number')).toHaveValue('');
      logged.mockRestore();
    },
  );

  it('closing (the close button or Escape) resets it to an empty phone step', async () => {
    api = mockApi({ 'GET /': aSession, 'POST /api/otp/send': () => ({ body: { message: 'sent' } }) });
    await openLogin();
    await userEvent.type(phoneBox(), '9876543210');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'OTP Verification' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('auth:login-required', {}));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why it was opened in a sentence, never the reason code a part of the store sent', async () => {
    api = mockApi({});
    await openLogin();
    act(() => bus.emit('auth:login-required', { reason: 'cart' }));
    expect(await screen.findByText('Log in to place your order')).toBeInTheDocument();
    expect(screen.queryByText('cart')).not.toBeInTheDocument();
    act(() => bus.emit('auth:login-required', { reason: 'address' }));
    expect(await screen.findByText('Log in to save your delivery address')).toBeInTheDocument();
    act(() => bus.emit('auth:login-required', { reason: 'location' }));
    expect(await screen.findByText('Log in to keep your delivery location')).toBeInTheDocument();
    // A reason this shell does not know (a remote deployed ahead of it) reads as the plain invitation.
    act(() => bus.emit('auth:login-required', { reason: 'wishlist' as LoginReason }));
    expect(await screen.findByText('Log in or sign up')).toBeInTheDocument();
    expect(screen.queryByText('wishlist')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    api = mockApi({});
    await openLogin();
    await userEvent.type(phoneBox(), '9876543210');
    const inside = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(inside).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
