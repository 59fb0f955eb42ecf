import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
  parentSchema?: { errorMessage?: string; anyOf?: readonly { const?: unknown }[] };
}

const CONTEXT_LABEL: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** "phoneNumber: Please enter a valid phone number!" — the field, then the schema's own sentence when it has one. */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  // A value that matches none of a union's choices fails each choice first and the union last:
  // the union (its own sentence, or its list of allowed values) says what was wanted.
  const union = issues.find((issue) => issue.keyword === 'anyOf' && issue.instancePath === first.instancePath);
  const issue = union ?? first;
  const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : null;
  const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = field || CONTEXT_LABEL[context ?? ''] || 'request';
  if (missing) return `${where} is required`;
  const sentence = issue.parentSchema?.errorMessage ?? choicesOf(issue) ?? issue.message ?? 'is not valid';
  return `${where}: ${sentence}`;
}

/** "must be one of COD, PHONEPE" for a union of fixed values. */
function choicesOf(issue: ValidationIssue): string | null {
  const choices = issue.parentSchema?.anyOf;
  if (issue.keyword !== 'anyOf' || !choices?.every((choice) => 'const' in choice)) return null;
  return `must be one of ${choices.map((choice) => String(choice.const)).join(', ')}`;
}

/** One error shape on the wire: `{ message }` with a status that means something (convention 13). */
export function errorHandler(
  error: FastifyError & { validationContext?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.validation) {
    return reply
      .status(400)
      .send({ message: validationMessage(error.validation as ValidationIssue[], error.validationContext) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry usable messages.
    return reply.status(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
}
