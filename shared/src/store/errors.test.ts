import { errorMessage } from './errors';

describe('errorMessage (spec §8: the server message, else the error message)', () => {
  it('prefers the server message', () => {
    expect(errorMessage({ status: 400, data: { message: 'Order already delivered' } })).toBe('Order already delivered');
  });
  it('falls back to the error message', () => {
    expect(errorMessage({ message: 'Network request failed' })).toBe('Network request failed');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/connection/);
  });
});
