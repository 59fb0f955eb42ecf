import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CSP_REPORT_PATH } from '@kirana/shared/contracts';
import { badRequest, HttpError, tooManyRequests } from '../../lib/httpErrors';
import { nestsDeeperThan, tooDeepMessage } from '../../lib/jsonNesting';
import { WindowLimiter } from '../../lib/windowLimiter';
import { violationsIn } from './violation';

/** A violation report is a few hundred bytes; a batch of them a few kilobytes. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Reports one browser (address) may send a minute, and all browsers together, before 429. */
export const CSP_REPORT_LIMITS = { perKey: 30, total: 600, windowMs: 60_000, maxKeys: 5_000 };
const MAX_PER_BODY = 20;

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const ACCEPTED_TYPES = [...REPORT_TYPES, 'application/json'];
/** Pino's levels, quietest first. */
const LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * `POST /api/csp-reports`: where storefront pages send Content-Security-Policy violations
 * (`report-uri`, and `report-to` through `Reporting-Endpoints`). Each violation becomes one JSON
 * log line (`cspViolation`) and nothing else: no database row, no file, so it can never be used to
 * fill anything. Bodies are size-limited and senders rate-limited in memory.
 */
const cspReportRoutes: FastifyPluginAsync = async (app) => {
  const limiter = new WindowLimiter(CSP_REPORT_LIMITS);
  for (const type of REPORT_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES }, (_request, body, done) => {
      if (nestsDeeperThan(body as string)) {
        done(badRequest(tooDeepMessage), undefined);
        return;
      }
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest(sentence('A violation report must be JSON.')), undefined);
      }
    });
  }

  // The request line of every report is left out of the info log: the violation line says it all.
  const logLevel = LEVELS.indexOf(app.config.logLevel) < LEVELS.indexOf('warn') ? app.config.logLevel : 'warn';
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES, logLevel }, async (request, reply) => {
    const [type = ''] = String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .split(';')
      .map((part) => part.trim());
    if (!ACCEPTED_TYPES.includes(type))
      throw new HttpError(
        415,
        sentence('Send violation reports as application/csp-report or application/reports+json.'),
      );
    if (!limiter.take(request.ip))
      throw tooManyRequests(sentence('Too many violation reports; try again in a minute.'));
    const violations = violationsIn(request.body, MAX_PER_BODY);
    for (const cspViolation of violations) request.log.warn({ cspViolation }, 'content security policy violation');
    return reply.status(204).send();
  });
};

export default cspReportRoutes;
