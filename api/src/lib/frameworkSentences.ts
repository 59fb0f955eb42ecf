import { readSentence, type Sentence, sentence } from '@kirana/shared/domain';

/** One of ajv's refusals, as Fastify hands it over (`verbose`: with the schema that refused). */
export interface AjvIssue {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const TYPE_SENTENCES: Record<string, Sentence> = {
  string: sentence('must be string'),
  integer: sentence('must be integer'),
  number: sentence('must be number'),
  boolean: sentence('must be boolean'),
  object: sentence('must be object'),
  array: sentence('must be array'),
  null: sentence('must be null'),
};

const param = (issue: AjvIssue, name: string): string | number => {
  const value = issue.params?.[name];
  return typeof value === 'number' || typeof value === 'string' ? value : '';
};

/**
 * ajv's words as a sentence with the same English (its template and values), or null for one it
 * does not know. A value ajv did not give leaves a template that no longer reads as ajv's words,
 * which `ajvProblem` then refuses.
 */
function ajvWords(issue: AjvIssue): Sentence | null {
  const limit = { limit: param(issue, 'limit') };
  switch (issue.keyword) {
    case 'maxLength':
      return sentence('must NOT have more than {limit} characters', limit);
    case 'minLength':
      return sentence('must NOT have fewer than {limit} characters', limit);
    case 'maxItems':
      return sentence('must NOT have more than {limit} items', limit);
    case 'minItems':
      return sentence('must NOT have fewer than {limit} items', limit);
    case 'maxProperties':
      return sentence('must NOT have more than {limit} properties', limit);
    case 'minProperties':
      return sentence('must NOT have fewer than {limit} properties', limit);
    case 'maximum':
      return sentence('must be <= {limit}', limit);
    case 'minimum':
      return sentence('must be >= {limit}', limit);
    case 'exclusiveMaximum':
      return sentence('must be < {limit}', limit);
    case 'exclusiveMinimum':
      return sentence('must be > {limit}', limit);
    case 'multipleOf':
      return sentence('must be multiple of {multipleOf}', { multipleOf: param(issue, 'multipleOf') });
    case 'pattern':
      return sentence('must match pattern "{pattern}"', { pattern: param(issue, 'pattern') });
    case 'format':
      return sentence('must match format "{format}"', { format: param(issue, 'format') });
    case 'type':
      return TYPE_SENTENCES[String(issue.params?.type)] ?? null;
    case 'enum':
      return sentence('must be equal to one of the allowed values');
    case 'const':
      return sentence('must be equal to constant');
    case 'additionalProperties':
      return sentence('must NOT have additional properties');
    case 'anyOf':
      return sentence('must match a schema in anyOf');
    case 'oneOf':
      return sentence('must match exactly one schema in oneOf');
    default:
      return null;
  }
}

/**
 * A schema's refusal in ajv's own words (where the schema wrote no `errorMessage`): the English
 * exactly as ajv wrote it, for `message`, and a sentence with a catalogue key for other languages —
 * ajv's wording as a template where we know it, else a plain "is not valid".
 */
export function ajvProblem(issue: AjvIssue): { english: string; sentence: Sentence } {
  const english = issue.message ?? 'is not valid';
  const known = ajvWords(issue);
  // Only while our template still writes what ajv wrote: a new ajv wording falls back to the plain sentence.
  if (known && readSentence(known) === english) return { english, sentence: known };
  return { english, sentence: sentence('is not valid') };
}

/**
 * Fastify's own refusals (before a route runs: the body's type, size or JSON, a broken URL) in a
 * sentence. `message` stays Fastify's words, which developers search for; the sentence says it plainly.
 */
export function fastifySentence(error: { code?: string; statusCode?: number; name?: string }): Sentence {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sentence('The request is too large for the store to accept.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sentence('The store cannot read a request of this type.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return sentence('The request arrived incomplete. Please try again.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sentence('The request could not be read: it is not valid JSON.');
    case 'FST_ERR_BAD_URL':
      return sentence('This web address is not valid.');
    default:
      // Bad JSON is the parser's SyntaxError, which Fastify marks 400 and gives no code.
      if (error.name === 'SyntaxError') return sentence('The request could not be read: it is not valid JSON.');
      return error.statusCode === 400
        ? sentence('The request could not be read.')
        : sentence('The request was refused.');
  }
}
