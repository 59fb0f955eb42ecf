import { sentence } from '@kirana/shared/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/httpErrors';
import { nestsDeeperThan, tooDeepMessage } from '../lib/jsonNesting';

export const notUtf8Message = sentence(
  'The file is not in UTF-8, so some letters would be lost. In Excel choose Save As → “CSV UTF-8 (comma delimited)”, in LibreOffice choose the UTF-8 character set, then choose the file again.',
);

/**
 * JSON bodies of the routes registered beside this (the catalogue file's) are decoded as UTF-8 that
 * must be valid: elsewhere a byte that is not UTF-8 becomes U+FFFD silently, and a file saved in
 * ISO-8859-1 would store its names with that character in place of every accented letter.
 * Otherwise parsed as every JSON body is (`lib/emptyJson.ts`).
 */
export function refuseBodiesNotInUtf8(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(badRequest(notUtf8Message), undefined);
      return;
    }
    if (nestsDeeperThan(text)) {
      done(badRequest(tooDeepMessage), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
