import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { GST_STATES, gstinProblem, sentence, sentenceOf } from '@kirana/shared/domain';
import { BillDocument, IdParams, StoreTaxProfile } from '@kirana/shared/schemas';
import { fileAnswer } from '../../lib/fileAnswer';
import { fieldRefused, notFound, refused } from '../../lib/httpErrors';
import { readableOrder } from '../../orders/access';
import { currentBill, issuedDocument } from '../../invoices/issue';
import { renderBillPdf } from '../../invoices/billPdf';
import { readTaxProfile, saveTaxProfile } from '../../invoices/taxProfile';
import { signedIn } from '../../plugins/auth';

const BillQuery = Type.Object(
  {
    document: Type.Optional(
      Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')], {
        errorMessage: 'must be invoice or creditNote',
      }),
    ),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')], { errorMessage: 'must be en or hi' })),
  },
  { additionalProperties: false },
);

const NO_CREDIT_NOTE = sentence(
  'This order has no credit note: only an order the store cancelled after it was invoiced has one.',
);

/**
 * Bills (docs/gst.md): an order's invoice or plain bill, for its owner or an admin, as JSON for the
 * printed receipt and as an A4 PDF; its credit note once the store cancelled an invoiced order. An
 * order not yet delivered or paid online has no number yet: its bill is read as it stands. The
 * store's tax profile (legal name, address, state, GSTIN) is the admin's.
 */
const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The document asked for, as issued, or (an invoice not issued yet) as it stands. */
  const billOf = async (orderId: string, document: 'invoice' | 'creditNote' = 'invoice') => {
    const issued = await issuedDocument(app.db, orderId, document);
    if (issued) return issued;
    if (document === 'creditNote') throw notFound(NO_CREDIT_NOTE);
    const current = await currentBill(app.db, orderId, app.config.publicUrl, {
      number: null,
      issuedAt: null,
      against: null,
    });
    if (!current) throw notFound(sentence('Order not found'));
    return current;
  };

  app.get(
    '/api/orders/:id/bill',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'An order’s bill',
        description:
          'The tax invoice (a plain bill when the store has no GSTIN) as issued at delivery or online payment, or as it ' +
          'stands before then (`number: null`); `?document=creditNote` the credit note of an invoiced order the store ' +
          'cancelled. Its owner or an admin; anyone else gets a 404.',
        tags: ['Bills'],
        params: IdParams,
        querystring: BillQuery,
        response: { 200: BillDocument, 404: refused('No such order, not the caller’s, or no credit note.') },
      },
    },
    async (request) => {
      await readableOrder(app, request.params.id, signedIn(request));
      return billOf(request.params.id, request.query.document);
    },
  );

  app.get(
    '/api/orders/:id/bill.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'An order’s bill as a PDF',
        description:
          'The same document as `GET /api/orders/:id/bill`, on A4, in English or Hindi (`?lang=hi`), as an attachment.',
        tags: ['Bills'],
        params: IdParams,
        querystring: BillQuery,
        response: {
          200: fileAnswer('application/pdf', 'The bill on A4 (an attachment)'),
          404: refused('No such order, not the caller’s, or no credit note.'),
        },
      },
    },
    async (request, reply) => {
      const order = await readableOrder(app, request.params.id, signedIn(request));
      const bill = await billOf(request.params.id, request.query.document);
      const pdf = await renderBillPdf(bill, request.query.lang ?? 'en');
      const name = `${bill.kind === 'creditNote' ? 'credit-note' : 'bill'}-${order.orderNumber}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-cache')
        .send(Readable.from([pdf]));
    },
  );

  app.get(
    '/api/store/tax-profile',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The store’s tax details',
        description:
          'Legal name, address, GST state code and GSTIN as bills print them; null until the admin sets them.',
        tags: ['Bills'],
        response: { 200: Type.Union([StoreTaxProfile, Type.Null()]) },
      },
    },
    async () => readTaxProfile(app.db),
  );

  app.put(
    '/api/store/tax-profile',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Set the store’s tax details',
        description:
          'Bills issued from now on carry them; bills issued before keep theirs. Without a GSTIN the store issues plain ' +
          'bills. The GSTIN’s check character and its state (its first two digits) are checked.',
        tags: ['Bills'],
        body: StoreTaxProfile,
        response: { 200: StoreTaxProfile, 400: refused('A field is wrong (the message names it).') },
      },
    },
    async (request) => {
      const body = request.body;
      const profile = {
        legalName: body.legalName.trim().replace(/\s+/g, ' '),
        address: body.address.trim(),
        stateCode: body.stateCode,
        gstin: body.gstin?.trim().toUpperCase() || null,
      };
      if (!GST_STATES[profile.stateCode])
        throw fieldRefused('stateCode', sentence('Choose the state the store is in.'));
      if (profile.legalName.length < 2) throw fieldRefused('legalName', sentence('Give the store’s legal name.'));
      if (profile.gstin) {
        const problem = sentenceOf((reader) => gstinProblem(profile.gstin ?? '', reader));
        if (problem) throw fieldRefused('gstin', problem);
        if (profile.gstin.slice(0, 2) !== profile.stateCode)
          throw fieldRefused('gstin', sentence('The GSTIN’s first two digits must be the state’s code.'));
      }
      return saveTaxProfile(app.db, profile, signedIn(request).id);
    },
  );
};

export default billRoutes;
