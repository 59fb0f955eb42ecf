import { sentence } from '@kirana/shared/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CSP_REPORT_PATH } from '@kirana/shared/contracts';
import { badRequest, HttpError, refused, tooManyRequests } from '../../lib/httpErrors';
import { nestsDeeperThan, tooDeepMessage } from '../../lib/jsonNesting';
import { violationsIn } from './violation';

/** A violation report is a few hundred bytes; a batch of them a few kilobytes. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Reports one browser (address) may send a minute, and all browsers together, before 429. */
export const CSP_REPORT_LIMITS = { perKey: 30, total: 600, windowMs: 60_000 };
const MAX_PER_BODY = 20;

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const ACCEPTED_TYPES = [...REPORT_TYPES, 'application/json'];
/** Pino's levels, quietest first. */
const LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * `POST /api/csp-reports`: where storefront pages send Content-Security-Policy violations
 * (`report-uri`, and `report-to` through `Reporting-Endpoints`). Each violation becomes one JSON
 * log line (`cspViolation`) and nothing else: no database row, no file, so it can never be used to
 * fill anything. Bodies are size-limited and senders rate-limited (`plugins/rateLimit.ts`: in Redis
 * when there is one, so across instances; otherwise in memory).
 */
type Limit = ReturnType<FastifyInstance['createRateLimit']>;
const exceeded = async (limit: Limit, request: FastifyRequest) => {
  const counted = await limit(request);
  return !counted.isAllowed && counted.isExceeded;
};

const cspReportRoutes: FastifyPluginAsync = async (app) => {
  const { perKey, total, windowMs } = CSP_REPORT_LIMITS;
  const fromAddress = app.createRateLimit({ max: perKey, timeWindow: windowMs, keyGenerator: (request) => request.ip });
  const fromEveryone = app.createRateLimit({ max: total, timeWindow: windowMs, keyGenerator: () => 'csp-reports' });
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
  const schema = {
    summary: 'Report Content-Security-Policy violations',
    description:
      'Browsers send these (`report-uri` as `application/csp-report`, `report-to` as `application/reports+json`); ' +
      'each violation becomes one log line and nothing is stored. At most 16 KB a body and 20 violations read from it.',
    tags: ['Callbacks'],
    response: {
      204: { type: 'null', description: 'Logged' },
      400: refused('Not JSON, or nested too deep.'),
      413: refused('Larger than 16 KB.'),
      415: refused('Not sent as application/csp-report or application/reports+json.'),
      429: refused('Too many reports from this address, or from everyone, this minute.'),
    },
  } as const;
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES, logLevel, schema }, async (request, reply) => {
    const [type = ''] = String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .split(';')
      .map((part) => part.trim());
    if (!ACCEPTED_TYPES.includes(type))
      throw new HttpError(
        415,
        sentence('Send violation reports as application/csp-report or application/reports+json.'),
      );
    // An address past its own limit is not counted against everyone's.
    if ((await exceeded(fromAddress, request)) || (await exceeded(fromEveryone, request)))
      throw tooManyRequests(sentence('Too many violation reports; try again in a minute.'));
    const violations = violationsIn(request.body, MAX_PER_BODY);
    for (const cspViolation of violations) request.log.warn({ cspViolation }, 'content security policy violation');
    return reply.status(204).send();
  });
};

export default cspReportRoutes;
