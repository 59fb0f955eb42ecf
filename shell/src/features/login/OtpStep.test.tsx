import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type LoginReason, OTP_RESEND_SECONDS } from '@kirana/shared';
import {
  admin,
  aSession,
  customer,
  mockApi,
  palmGroveB304,
  rider,
  type ApiHandler,
  type RecordedCalls,
} from '@kirana/shared/testing';
import { openLogin } from '../../testing';

let api: RecordedCalls;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const resendButton = () => screen.getByRole('button', { name: 'Send OTP (SMS)' });

/** Opens the modal and walks the phone step; `verify` answers the code. */
async function atOtpStep(
  verify: ApiHandler,
  options: { user?: ReturnType<typeof userEvent.setup>; path?: string; reason?: LoginReason } = {},
) {
  const user = options.user ?? userEvent.setup();
  api = mockApi({
    'GET /': aSession,
    'POST /api/otp/send': () => ({ body: { message: 'sent' } }),
    'POST /api/otp/verify': verify,
    'POST /api/otp': ({ body }) => ({ body: { ...customer, name: (body as { name: string }).name } }),
  });
  const shell = await openLogin({
    ...(options.path ? { path: options.path } : {}),
    ...(options.reason ? { reason: options.reason } : {}),
  });
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'OTP Verification' });
  return { ...shell, user };
}

const signsIn =
  (answer: object): ApiHandler =>
  ({ body }) =>
    (body as { otpToken: string }).otpToken === '123456'
      ? { body: answer }
      : { status: 400, body: { message: 'Invalid OTP' } };

describe('login modal: OTP Verification (R24, R25a)', () => {
  it('shows six single-digit numeric boxes, the first for the phone’s one-time-code autofill', async () => {
    await atOtpStep(signsIn({ ...customer, token: 't' }));
    expect(screen.getByRole('dialog', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveFocus();
    expect(resendButton()).toBeDisabled();
  });

  it('typing moves to the next box, letters are ignored, Backspace in an empty box moves back', async () => {
    const { user } = await atOtpStep(signsIn({ ...customer, token: 't' }));
    await user.keyboard('1a2');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
    expect(api.to('POST /api/otp/verify')).toEqual([]);
  });

  it('the sixth digit submits: the user is stored with token and addresses, everyone hears it, the modal closes', async () => {
    const heard = jest.fn();
    const off = bus.on('auth:signed-in', heard);
    const { user, store } = await atOtpStep(signsIn({ ...customer, userAddresses: [palmGroveB304], token: 'tok-1' }));
    await user.keyboard('123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/otp/verify')[0]!.body).toEqual({
      phoneNumber: '9876543210',
      otpToken: '123456',
      sessionId: expect.stringMatching(/^session-/),
    });
    expect(store.getState().auth.userInfo).toEqual({ ...customer, userAddresses: [palmGroveB304], token: 'tok-1' });
    expect(store.getState().addresses.list).toEqual([palmGroveB304]);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ _id: customer._id, token: 'tok-1' });
    expect(heard).toHaveBeenCalledWith({ userId: customer._id, isAdmin: false });
    expect(await screen.findByText('Welcome back, Asha!')).toBeInTheDocument();
    off();
  });

  it('pasting a 6-digit code fills every box and submits', async () => {
    const { user } = await atOtpStep(signsIn({ ...customer, token: 't' }));
    await user.paste('123 456');
    await waitFor(() => expect(api.to('POST /api/otp/verify')).toHaveLength(1));
    expect(api.to('POST /api/otp/verify')[0]!.body).toMatchObject({ otpToken: '123456' });
  });

  it('a wrong code toasts Invalid OTP, clears the boxes and sets the countdown to 0', async () => {
    const { user } = await atOtpStep(signsIn({ ...customer, token: 't' }));
    await user.keyboard('999999');
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(resendButton()).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the server’s reason for refusals such as too many tries', async () => {
    const { user } = await atOtpStep(() => ({
      status: 429,
      body: { message: 'Too many wrong tries for this OTP. Tap ‘Send OTP (SMS)’ for a new one.' },
    }));
    await user.keyboard('123456');
    expect(
      await screen.findByText('Too many wrong tries for this OTP. Tap ‘Send OTP (SMS)’ for a new one.'),
    ).toBeInTheDocument();
  });

  it('counts down 30 s before Send OTP (SMS) is enabled; resending starts it again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await atOtpStep(signsIn({ ...customer, token: 't' }), { user });
    expect(screen.getByText(`Didn’t get it? You can ask again in 0:${OTP_RESEND_SECONDS}`)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Didn’t get it? You can ask again in 0:20')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(20_000));
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    await waitFor(() => expect(api.to('POST /api/otp/send')).toHaveLength(2));
    await waitFor(() => expect(resendButton()).toBeDisabled());
  });

  it('the back arrow returns to the phone step with the number kept; the same number goes back to the code already sent', async () => {
    const { user } = await atOtpStep(signsIn({ ...customer, token: 't' }));
    await user.click(screen.getByRole('button', { name: 'Back to phone number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'OTP Verification' });
    expect(api.to('POST /api/otp/send')).toHaveLength(1);
    expect(resendButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back to phone number' }));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '9876500000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('+91 9876500000');
    expect(api.to('POST /api/otp/send')).toHaveLength(2);
  });

  it('asks a new customer what to call them, once, and records it', async () => {
    const { user, store } = await atOtpStep(signsIn({ ...customer, name: '', token: 't' }));
    await user.keyboard('123456');
    expect(await screen.findByRole('dialog', { name: 'What should we call you?' })).toBeInTheDocument();
    expect(store.getState().auth.userInfo?.name).toBe('');
    // Their own name: the browser may fill it in, words start capitalised, as long as the API keeps.
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('autocapitalize', 'words');
    expect(name).toHaveAttribute('maxLength', '60');
    await user.type(name, 'Asha Patil');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/otp')[0]!.body).toEqual({ name: 'Asha Patil' });
    expect(store.getState().auth.userInfo).toMatchObject({ name: 'Asha Patil', token: 't' });
  });

  it('takes the admin to the dashboard at /', async () => {
    const { user, router, store } = await atOtpStep(signsIn({ ...admin, token: 't' }), {
      path: '/product/0123456789abcdef01234567',
    });
    await user.keyboard('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.userInfo?.isAdmin).toBe(true);
  });

  it('takes a rider to My run, not the shop’s home', async () => {
    const { user, router, store } = await atOtpStep(signsIn({ ...rider, token: 't' }));
    await user.keyboard('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider'));
    expect(store.getState().auth.userInfo?.role).toBe('rider');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves a rider who signed in to check out on the cart', async () => {
    const { user, router } = await atOtpStep(signsIn({ ...rider, token: 't' }), { path: '/cart', reason: 'cart' });
    await user.keyboard('123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/cart');
  });
});

describe('login modal: WebOTP (the code offered from the SMS)', () => {
  type Get = jest.Mock<Promise<unknown>, [CredentialRequestOptions]>;
  let get: Get;
  const stubWebOtp = (answer: (options: CredentialRequestOptions) => Promise<unknown>) => {
    get = jest.fn(answer);
    Object.defineProperty(window, 'OTPCredential', { value: class OTPCredential {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  };
  afterEach(() => {
    delete (window as { OTPCredential?: unknown }).OTPCredential;
    delete (navigator as { credentials?: unknown }).credentials;
  });

  it('asks the browser for the SMS code, fills the six boxes with it and submits', async () => {
    let deliver: (credential: unknown) => void = () => undefined;
    stubWebOtp(() => new Promise((resolve) => (deliver = resolve)));
    const { store } = await atOtpStep(signsIn({ ...customer, token: 'tok-webotp' }));
    expect(get).toHaveBeenCalledWith({ otp: { transport: ['sms'] }, signal: expect.any(AbortSignal) });
    act(() => deliver({ type: 'otp', id: '', code: '123456' }));
    await waitFor(() => expect(api.to('POST /api/otp/verify')).toHaveLength(1));
    expect(api.to('POST /api/otp/verify')[0]!.body).toMatchObject({ phoneNumber: '9876543210', otpToken: '123456' });
    await waitFor(() => expect(store.getState().auth.userInfo?.token).toBe('tok-webotp'));
  });

  it('shows the filled boxes while the code is checked', async () => {
    let deliver: (credential: unknown) => void = () => undefined;
    stubWebOtp(() => new Promise((resolve) => (deliver = resolve)));
    await atOtpStep(() => new Promise(() => undefined));
    act(() => deliver({ type: 'otp', code: '654321' }));
    await waitFor(() =>
      expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1']),
    );
  });

  it('withdraws the request when the step goes away (back to the phone number, or the modal closes)', async () => {
    const signals: AbortSignal[] = [];
    stubWebOtp((options) => {
      signals.push(options.signal!);
      return new Promise(() => undefined);
    });
    const { user } = await atOtpStep(signsIn({ ...customer, token: 't' }));
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to phone number' }));
    expect(signals[0]!.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'OTP Verification' });
    expect(signals).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signals[1]!.aborted).toBe(true);
  });

  it('a refused or failed request changes nothing: no message, and typing still signs in', async () => {
    const logged = jest.spyOn(console, 'error');
    stubWebOtp(() => Promise.reject(new DOMException('The user dismissed the prompt.', 'NotAllowedError')));
    const { user, store } = await atOtpStep(signsIn({ ...customer, token: 'typed' }));
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('123456');
    await waitFor(() => expect(store.getState().auth.userInfo?.token).toBe('typed'));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('is not asked where the browser has no WebOTP', async () => {
    get = jest.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const { user } = await atOtpStep(signsIn({ ...customer, token: 't' }));
    await user.keyboard('123456');
    await waitFor(() => expect(api.to('POST /api/otp/verify')).toHaveLength(1));
    expect(get).not.toHaveBeenCalled();
  });
});
