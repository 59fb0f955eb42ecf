import { sentence } from '@kirana/shared/domain';
import { found, HttpError } from './httpErrors';

describe('found', () => {
  const MISSING = sentence('We could not find that customer.');

  it('passes on what was read back, falsy values included', () => {
    expect(found({ id: 'a' }, MISSING)).toEqual({ id: 'a' });
    expect(found(0, MISSING)).toBe(0);
    expect(found('', MISSING)).toBe('');
  });

  it('answers a 404 with the sentence when it vanished', () => {
    for (const gone of [null, undefined]) {
      const thrown = (() => {
        try {
          found(gone, MISSING);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: 404, message: 'We could not find that customer.' });
    }
  });
});
