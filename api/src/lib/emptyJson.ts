import type { FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `Content-Type: application/json` with no body at all (the spec's
 * `POST /api/users/logout` has none). Such a request is read as having no body, the same as one
 * without the header, instead of a 400; a route that needs a body still says so. Any other
 * JSON is parsed as Fastify does (prototype poisoning refused).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
