import { aboutField, readSentence, type Sentence, sentence } from '@kirana/shared/domain';
import { RefusalResponse } from '@kirana/shared/schemas';

/**
 * An error the client should see as-is: a 4xx status and a sentence it can show. `message` is the
 * sentence in English (what the API has always answered); the sentence itself goes beside it so a
 * front end can show it in its reader's language (its text is a key of shared's API catalogue).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly sentence: Sentence,
    /**
     * More for the body beside `message` and `sentence` (a paused store's status, to say when it reopens in
     * the reader's time).
     */
    public readonly details: Record<string, unknown> = {},
  ) {
    super(readSentence(sentence));
    this.name = 'HttpError';
  }
}

/** The body of a refusal a route sends itself (a 503 it answers rather than throws): the English and its sentence. */
export const refusal = (said: Sentence) => ({ message: readSentence(said), sentence: said });

export const badRequest = (said: Sentence) => new HttpError(400, said);
export const unauthorized = (said: Sentence = sentence('Please sign in to continue.')) => new HttpError(401, said);
export const forbidden = (said: Sentence = sentence('Only the store admin can do that.')) => new HttpError(403, said);
export const notFound = (said: Sentence) => new HttpError(404, said);
export const conflict = (said: Sentence) => new HttpError(409, said);
export const tooManyRequests = (said: Sentence) => new HttpError(429, said);

/**
 * A refusal about one field of the request (its path, `address.0.flatNumber`): `field` beside the
 * sentence so a form shows it under that input, the sentence itself in a person's words, a fragment
 * ("must be 1 to 60 characters") after the field's ("The name must be 1 to 60 characters.") (R78).
 */
export const fieldRefused = (field: string, problem: Sentence, statusCode = 400) =>
  new HttpError(statusCode, aboutField(field, problem), { field });

/**
 * What a request reads back after writing or checking it (a row it just inserted or changed): a 404
 * saying `missing` only if it vanished in between, instead of asserting that it cannot have.
 */
export function found<T>(value: T | null | undefined, missing: Sentence): T {
  if (value === null || value === undefined) throw notFound(missing);
  return value;
}

/**
 * A refusal a route documents in its response schema (`404: refused('No such order.')`): the one error
 * body, saying what that status means on this route. It keeps every property the error handler sends.
 */
export const refused = (description: string) => ({ ...RefusalResponse, description });
