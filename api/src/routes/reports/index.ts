import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCalendarMonth, REPORT_MAX_DAYS, sentence, storeMonth } from '@kirana/shared/domain';
import { GstSummary, GstSummaryQuery, ReportQuery, SalesReport } from '@kirana/shared/schemas';
import { fileAnswer } from '../../lib/fileAnswer';
import { badRequest, fieldRefused, refused } from '../../lib/httpErrors';
import { checkDayRange } from '../../lib/storeDays';
import { gstCsv, gstCsvFileName, gstSummary } from './gstSummary';
import { csvFileName, ordersCsv } from './ordersCsv';
import { salesReport } from './salesRepository';

/** A GST summary's month: written YYYY-MM, and begun already (in the store's time zone). */
function checkMonth(month: string): void {
  if (!isCalendarMonth(month)) throw fieldRefused('month', sentence('must be a month written YYYY-MM'));
  if (month > storeMonth())
    throw badRequest(sentence('{month} has not begun yet. Choose this month or an earlier one.', { month }));
}

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

  const badMonth = refused('`month` is not written YYYY-MM, or the month has not begun yet.');

  app.get(
    '/api/reports/gst',
    {
      ...admin,
      schema: {
        summary: 'The GST summary of a month',
        description:
          'The invoices and credit notes issued in the month (by issue time in India), summed from the documents as ' +
          'issued: taxable value, CGST and SGST per rate (`byRate`) and per HSN code and rate (`byHsn`, with the ' +
          'quantity), credit notes subtracted in the month they are issued; plain bills (no GSTIN) as `untaxedSales`; ' +
          'the count and number range of each series. Amounts may be negative when credit notes outweigh invoices.',
        tags: ['Reports'],
        querystring: GstSummaryQuery,
        response: { 200: GstSummary, 400: badMonth },
      },
    },
    async (request, reply) => {
      checkMonth(request.query.month);
      reply.header('Cache-Control', 'no-store');
      return gstSummary(app.db, request.query.month);
    },
  );

  const gstCsvSchema = {
    summary: 'The GST summary of a month as CSV',
    description:
      '`kirana-gst-<month>.csv`: UTF-8 with a byte-order mark, one table whose `Table` column says what each row is: ' +
      '`Rate` rows, `HSN` rows, a `Total` row, `Untaxed sales` (plain bills), then `Invoices` and `Credit notes` ' +
      '(count and number range). Rupees with 2 decimals, credit notes already subtracted (docs/gst.md).',
    tags: ['Reports'],
    querystring: GstSummaryQuery,
    response: {
      200: fileAnswer('text/csv', 'The GST summary file (an attachment)'),
      400: badMonth,
    },
  };
  app.get('/api/reports/gst.csv', { ...admin, schema: gstCsvSchema }, async (request, reply) => {
    checkMonth(request.query.month);
    const csv = gstCsv(await gstSummary(app.db, request.query.month));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${gstCsvFileName(request.query.month)}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from([csv]));
  });
};

export default reportRoutes;
