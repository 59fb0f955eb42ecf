/**
 * Everyday words the search understands (the admin's list: 'doodh' means milk). A word is what a
 * shopper types as one word; its meaning is one to a few words of the shop's own names. Both are
 * kept as search compares text: lowercased, Unicode NFC, single spaces.
 */
import { ENGLISH_READER, type Reader } from './say';

export const SEARCH_WORD_MAX_LENGTH = 30;
export const SEARCH_MEANING_MAX_LENGTH = 40;
export const SEARCH_MEANING_MAX_WORDS = 3;

const ONE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** Text as search compares it ('  Doodh ' → 'doodh'; a nukta typed either way is the same). */
export function searchForm(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** What is wrong with a synonym, in the shopkeeper's words, or null. Give it `searchForm`ed text. */
export function synonymProblem(word: string, means: string, { say }: Reader = ENGLISH_READER): string | null {
  if (word === '') return say('Type the word shoppers use, like doodh.');
  if (word.length > SEARCH_WORD_MAX_LENGTH)
    return say('The word can be at most {max} characters.', { max: SEARCH_WORD_MAX_LENGTH });
  if (!ONE_WORD.test(word))
    return say('The word must be one word of letters or digits, without spaces or punctuation.');
  if (means === '') return say('Say what it means, like milk.');
  if (means.length > SEARCH_MEANING_MAX_LENGTH)
    return say('The meaning can be at most {max} characters.', { max: SEARCH_MEANING_MAX_LENGTH });
  const words = means.split(' ');
  if (words.length > SEARCH_MEANING_MAX_WORDS || !words.every((w) => ONE_WORD.test(w))) {
    return say('The meaning must be 1 to {max} words of letters or digits, like green chilli.', {
      max: SEARCH_MEANING_MAX_WORDS,
    });
  }
  if (means === word) return say('A word cannot mean itself.');
  return null;
}
