import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REPORT_MAX_DAYS } from '@kirana/shared/domain';
import { ReportQuery, SalesReport } from '@kirana/shared/schemas';
import { checkDayRange } from '../../lib/storeDays';
import { csvFileName, ordersCsv } from './ordersCsv';
import { salesReport } from './salesRepository';

/** The admin's reports over a range of store days (both included, at most REPORT_MAX_DAYS). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/api/reports/sales',
    { ...admin, schema: { querystring: ReportQuery, response: { 200: SalesReport } } },
    async (request, reply) => {
      checkDayRange(request.query, REPORT_MAX_DAYS);
      reply.header('Cache-Control', 'no-store');
      return salesReport(app.db, request.query);
    },
  );

  app.get('/api/reports/orders.csv', { ...admin, schema: { querystring: ReportQuery } }, async (request, reply) => {
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
