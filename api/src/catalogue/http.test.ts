import { matchesEtag } from './http';

describe('matchesEtag', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('If-None-Match %p → %p for "abc"', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
