import { describeFailure } from './describeFailure';

describe('describeFailure', () => {
  it('says an Error by its message', () => {
    expect(describeFailure(new Error('the API is down'))).toBe('the API is down');
  });

  it('says what an API answer thrown by unwrap() was, never [object Object]', () => {
    expect(describeFailure({ status: 404, data: { message: 'Product not found' } })).toBe(
      'the API answered 404: Product not found',
    );
    expect(describeFailure({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(
      'the API answered FETCH_ERROR: TypeError: fetch failed',
    );
    expect(describeFailure({ status: 500 })).toBe('the API answered 500');
  });

  it('says any other value as it is, shortened, even one JSON cannot write', () => {
    expect(describeFailure({ reason: 'timeout' })).toBe('{"reason":"timeout"}');
    expect(describeFailure('x'.repeat(500))).toHaveLength(200);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(describeFailure(loop)).toBe('an object with self');
    expect(describeFailure(undefined)).toBe('undefined');
  });
});
