import { aboutField, missingField, readSentence, type Sentence, sentence } from '@kirana/shared/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type AjvIssue, ajvProblem, fastifySentence } from './frameworkSentences';
import { HttpError, refusal } from './httpErrors';

interface ValidationIssue extends AjvIssue {
  instancePath: string;
  parentSchema?: { errorMessage?: string; anyOf?: readonly { const?: unknown }[] };
}

const CONTEXT_LABEL: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * A refused request's words: `field` the path it names (the part of the request when none), for a
 * form to show the refusal under its input; `sentence` what is wrong (its English text a key of
 * shared's API catalogue, for a front end to show in its reader's language); `message` that sentence
 * in English. Neither names the field by its code (R78).
 */
export interface ValidationRefusal {
  field: string;
  sentence: Sentence;
  message: string;
}

const named = (field: string, words: Sentence): ValidationRefusal => ({
  field,
  sentence: words,
  message: readSentence(words),
});

/**
 * The field and what is wrong with it in a sentence a person reads (R78): the schema's own sentence
 * when it writes a whole one ("Please enter a valid phone number!"), else the field's words and the
 * schema's or ajv's fragment ("The locality’s name must be 2 to 80 characters.").
 */
export function validationRefusal(issues: readonly ValidationIssue[], context: string | undefined): ValidationRefusal {
  const first = issues[0];
  if (!first) return named('', sentence('The request is not valid.'));
  // A value that matches none of a union's choices fails each choice first and the union last:
  // the union (its own sentence, or its list of allowed values) says what was wanted.
  const union = issues.find((issue) => issue.keyword === 'anyOf' && issue.instancePath === first.instancePath);
  const issue = union ?? first;
  const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : null;
  const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = field || CONTEXT_LABEL[context ?? ''] || 'request';
  if (missing) return named(where, missingField(where));
  // The schema's own sentence is a catalogue key, and so is each of ajv's wordings we know.
  const schemaSays = issue.parentSchema?.errorMessage;
  const problem = schemaSays ? sentence(schemaSays) : (choicesOf(issue) ?? ajvProblem(issue).sentence);
  return named(where, aboutField(where, problem));
}

/** "must be one of CASH, UPI" for a union of fixed values. */
function choicesOf(issue: ValidationIssue): Sentence | null {
  const choices = issue.parentSchema?.anyOf;
  if (issue.keyword !== 'anyOf' || !choices?.every((choice) => 'const' in choice)) return null;
  return sentence('must be one of {choices}', { choices: choices.map((choice) => String(choice.const)).join(', ') });
}

/**
 * One error shape on the wire: `{ message }` with a status that means something (convention 13).
 * Our own refusals add `sentence` (the message's English text and values apart, for a front end to
 * translate) and a refusal about one field its `field`; `message` is the sentence in English, which
 * never names a field by its code (R78).
 */
export function errorHandler(
  error: FastifyError & { validationContext?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.validation) {
    const refused = validationRefusal(error.validation as ValidationIssue[], error.validationContext);
    return reply.status(400).send({ message: refused.message, field: refused.field, sentence: refused.sentence });
  }
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ ...error.details, message: error.message, sentence: error.sentence });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): its words, and a sentence.
    return reply.status(status).send({ message: error.message, sentence: fastifySentence(error) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(refusal(sentence('Something went wrong on our side. Please try again.')));
}
