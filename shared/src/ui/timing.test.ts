import { REALTIME_CLIENT } from '../realtime/client';
import { KEEP_UNUSED_DATA_SECONDS } from '../store/api';
import { SWIPE_CONFIRM_FRACTION } from './swipe';
import { SPINNER, SWIPE_SUCCESS_MS, TOAST_OPTIONS } from './timing';

describe('the screen’s, the socket’s and the cache’s constants', () => {
  it('match the spec', () => {
    expect(SWIPE_CONFIRM_FRACTION).toBe(0.75);
    expect(SWIPE_SUCCESS_MS).toBe(1500);
    expect(REALTIME_CLIENT).toEqual({ reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000 });
    expect(TOAST_OPTIONS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      theme: 'light',
    });
    expect(SPINNER).toEqual({ size: '4rem', from: '#FFE7A8', to: '#EF4372' });
    expect(KEEP_UNUSED_DATA_SECONDS).toBe(60);
  });
});
