import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MessageResponse } from '@kirana/shared/schemas';
import { unauthorized } from '../../lib/httpErrors';
import { safeEqual } from '../../lib/signing';
import { parseMsg91Reports } from '../../sms/msg91Reports';
import { recordDeliveryReport } from '../../sms/sends';

export const MSG91_REPORTS_PATH = '/api/sms/reports/msg91';
const QUIET_LEVELS: readonly string[] = ['warn', 'error', 'fatal', 'silent'];
const REPORT_REFUSED = sentence('This delivery report is not signed with the store’s report token.');

/**
 * MSG91's delivery-report webhook (its panel: SMS → Webhook, the URL with `?token=<MSG91_REPORT_TOKEN>`;
 * MSG91 cannot sign its calls, so the secret travels in the URL, or in an `X-Report-Token`
 * header). Without the right token, or with no token configured, every call is refused 401.
 */
const smsReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const msg91 = app.config.sms.providers.find((provider) => provider.provider === 'msg91');
  const token = msg91?.provider === 'msg91' ? msg91.reportToken : null;

  // v2 webhooks are form-encoded; this parser stays inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    MSG91_REPORTS_PATH,
    {
      // The token is in the URL: keep this route's requests out of the info-level request log.
      logLevel: QUIET_LEVELS.includes(app.config.logLevel) ? app.config.logLevel : 'warn',
      schema: {
        summary: 'MSG91’s SMS delivery reports (with the report token)',
        tags: ['Callbacks'],
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const given = request.query.token ?? request.headers['x-report-token'];
      if (!token || typeof given !== 'string' || !safeEqual(given, token)) throw unauthorized(REPORT_REFUSED);
      const outcomes = { applied: 0, superseded: 0, unknown: 0 };
      const reports = parseMsg91Reports(request.body);
      // In the order given: a call may carry several reports on one send.
      for (const report of reports) outcomes[await recordDeliveryReport(app.db, 'msg91', report)] += 1;
      if (outcomes.unknown > 0)
        request.log.warn(
          { reports: reports.length, ...outcomes },
          'MSG91 reported on sends this store has no record of',
        );
      const superseded = outcomes.superseded > 0 ? ` (${outcomes.superseded} superseded)` : '';
      return { message: `Recorded ${outcomes.applied} of ${reports.length} delivery reports${superseded}.` };
    },
  );
};

export default smsReportRoutes;
