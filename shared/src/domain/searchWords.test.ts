import { searchForm, synonymProblem } from './searchWords';

describe('search words', () => {
  it('compares text lowercased, in NFC, with single spaces', () => {
    expect(searchForm('  Doodh  ')).toBe('doodh');
    expect(searchForm('Green   Chilli')).toBe('green chilli');
    // ज़ typed as one code point or as ज + nukta is the same word.
    expect(searchForm('\u092A\u094D\u092F\u093E\u095B')).toBe(searchForm('\u092A\u094D\u092F\u093E\u091C\u093C'));
  });

  it('accepts a word in Latin or Devanagari script meaning one to three words', () => {
    expect(synonymProblem('doodh', 'milk')).toBeNull();
    expect(synonymProblem(searchForm('दूध'), 'milk')).toBeNull();
    expect(synonymProblem('hari', 'green chilli')).toBeNull();
  });

  it.each([
    ['', 'milk', 'Type the word shoppers use, like doodh.'],
    ['hari mirch', 'green chilli', 'The word must be one word of letters or digits, without spaces or punctuation.'],
    ['doodh;', 'milk', 'The word must be one word of letters or digits, without spaces or punctuation.'],
    ['d'.repeat(31), 'milk', 'The word can be at most 30 characters.'],
    ['doodh', '', 'Say what it means, like milk.'],
    ['doodh', 'milk & curd', 'The meaning must be 1 to 3 words of letters or digits, like green chilli.'],
    ['doodh', 'a b c d', 'The meaning must be 1 to 3 words of letters or digits, like green chilli.'],
    ['milk', 'milk', 'A word cannot mean itself.'],
  ])('refuses %j meaning %j', (word, means, problem) => {
    expect(synonymProblem(word, means)).toBe(problem);
  });
});
