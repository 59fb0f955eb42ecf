import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
  parentSchema?: { errorMessage?: string };
}

const CONTEXT_LABEL: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** "phoneNumber: Please enter a valid phone number!" — the field, then the schema's own sentence when it has one. */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : null;
  const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = field || CONTEXT_LABEL[context ?? ''] || 'request';
  if (missing) return `${where} is required`;
  const sentence = issue.parentSchema?.errorMessage ?? issue.message ?? 'is not valid';
  return `${where}: ${sentence}`;
}

/** One error shape on the wire: `{ message }` with a status that means something (convention 13). */
export function errorHandler(error: FastifyError & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.status(400).send({ message: validationMessage(error.validation as ValidationIssue[], error.validationContext) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry usable messages.
    return reply.status(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
}
