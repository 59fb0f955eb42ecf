import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REPORT_MAX_DAYS } from '@kirana/shared/domain';
import { ReportQuery, SalesReport } from '@kirana/shared/schemas';
import { fileAnswer } from '../../lib/fileAnswer';
import { refused } from '../../lib/httpErrors';
import { checkDayRange } from '../../lib/storeDays';
import { csvFileName, ordersCsv } from './ordersCsv';
import { salesReport } from './salesRepository';

/** The admin's reports over a range of store days (both included, at most REPORT_MAX_DAYS). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const badRange = refused('`from` or `to` is not a day, `from` is after `to`, or the range is longer than 366 days.');

  app.get(
    '/api/reports/sales',
    {
      ...admin,
      schema: {
        summary: 'Sales over a range of store days',
        description:
          'At most 366 days, both included: totals (orders, revenue, collected and `collectedWith` cash, UPI, PhonePe ' +
          'and khata, average order, cancelled), every day of the range, by payment method, by society, the 10 products ' +
          'sold most, delivery times, and `byRider`.',
        tags: ['Reports'],
        querystring: ReportQuery,
        response: { 200: SalesReport, 400: badRange },
      },
    },
    async (request, reply) => {
      checkDayRange(request.query, REPORT_MAX_DAYS);
      reply.header('Cache-Control', 'no-store');
      return salesReport(app.db, request.query);
    },
  );

  const ordersCsvSchema = {
    summary: 'The orders of a range as CSV',
    description:
      '`kirana-orders-<from>-to-<to>.csv`: UTF-8 with a byte-order mark, one row per order (not cancelled), oldest ' +
      'first, times in India, with Paid with, Rider and Handoff; streamed. `Content-Disposition` is exposed to the ' +
      'storefront’s origin.',
    tags: ['Reports'],
    querystring: ReportQuery,
    response: {
      200: fileAnswer('text/csv', 'The orders file (an attachment)'),
      400: badRange,
    },
  };
  app.get('/api/reports/orders.csv', { ...admin, schema: ordersCsvSchema }, async (request, reply) => {
    checkDayRange(request.query, REPORT_MAX_DAYS);
    const lines = Readable.from(ordersCsv(app.db, request.query));
    // Headers are sent with the first line; a database failure after that can only cut the file short.
    lines.on('error', (error) => request.log.error({ err: error }, 'the orders CSV stopped part way'));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csvFileName(request.query)}"`)
      .header('Cache-Control', 'no-store')
      .send(lines);
  });
};

export default reportRoutes;
