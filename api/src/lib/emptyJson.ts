import type { FastifyInstance } from 'fastify';
import { badRequest } from './httpErrors';
import { nestsDeeperThan, tooDeepMessage } from './jsonNesting';

/**
 * Many HTTP clients send `Content-Type: application/json` with no body at all (the spec's
 * `POST /api/users/logout` has none). Such a request is read as having no body, the same as one
 * without the header, instead of a 400; a route that needs a body still says so. Any other
 * JSON is parsed as Fastify does (prototype poisoning refused), once its nesting is known to be
 * sane (`jsonNesting.ts`): thousands of nested brackets are a 400, never a stack overflow.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) {
      done(null, undefined);
      return;
    }
    const text = body.toString();
    if (nestsDeeperThan(text)) {
      done(badRequest(tooDeepMessage), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
