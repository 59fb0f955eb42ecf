import type { Locale } from './locales';

/**
 * A message in the reader's language: the English text with `{name}` values (the front end passes its
 * translate function).
 */
export type Say = (english: string, values?: Record<string, string | number>) => string;

/** The English message with its values filled in: what the API writes, and the domain's default. */
export const inEnglish: Say = (english, values = {}) =>
  english.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** How a domain sentence is written for a reader: their translate function and their language (for Intl). */
export interface Reader {
  say: Say;
  locale: Locale;
}

export const ENGLISH_READER: Reader = { say: inEnglish, locale: 'en' };

/** A value a sentence fills in: text, a number, or a sentence of its own ("in {count} seconds"). */
export type SentenceValue = string | number | Sentence;

/**
 * A sentence kept as its English text with `{name}` values apart, so each reader can have it in
 * their language: the API sends it beside its English `message`, the front ends translate `text`
 * (a key of a catalogue) and fill in the values.
 */
export interface Sentence {
  text: string;
  values?: Record<string, SentenceValue>;
}

/**
 * The sentence `text` (English, with `{name}` placeholders) and its values (their type kept: plain ones stay
 * plain).
 */
export const sentence = <Values extends Record<string, SentenceValue> = Record<string, never>>(
  text: string,
  values?: Values,
): { text: string; values?: Values } => (values ? { text, values } : { text });

/**
 * The sentence written by `say` (English by default): its values first, a value that is a sentence in the
 * same language.
 */
export function readSentence(said: Sentence, say: Say = inEnglish): string {
  if (!said.values) return say(said.text);
  const values = Object.fromEntries(
    Object.entries(said.values).map(([name, value]) => [
      name,
      typeof value === 'object' ? readSentence(value, say) : value,
    ]),
  );
  return say(said.text, values);
}

/** Whether a value (a response body's field) has a sentence's shape. */
export function isSentence(value: unknown): value is Sentence {
  if (!value || typeof value !== 'object') return false;
  const { text, values } = value as { text?: unknown; values?: unknown };
  return typeof text === 'string' && (values === undefined || (typeof values === 'object' && values !== null));
}

/**
 * The sentence a domain function writes through its reader, its text and values apart (what the
 * API sends beside its English), or null when it writes none. A value that is itself a sentence
 * the function had the reader write ("{field}: {problem}") stays a sentence.
 */
export function sentenceOf(write: (reader: Reader) => string | null): Sentence | null {
  const written: [english: string, said: Sentence][] = [];
  const say: Say = (english, values) => {
    const parts = values
      ? Object.fromEntries(
          Object.entries(values).map(([name, value]): [string, SentenceValue] => [
            name,
            written.findLast(([text]) => text === value)?.[1] ?? value,
          ]),
        )
      : undefined;
    const text = inEnglish(english, values);
    written.push([text, sentence(english, parts)]);
    return text;
  };
  const text = write({ say, locale: 'en' });
  if (text === null) return null;
  return written.findLast(([english]) => english === text)?.[1] ?? sentence(text);
}
