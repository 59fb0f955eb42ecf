import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_FILE_LIMITS } from '@kirana/shared/domain';
import {
  CatalogueExportQuery,
  CatalogueImportPreview,
  CatalogueImportRequest,
  CatalogueImportResult,
} from '@kirana/shared/schemas';
import { applyImport } from '../../catalogueFile/applyImport';
import { catalogueCsv } from '../../catalogueFile/exportCsv';
import { fileChecker } from '../../catalogueFile/fileCheckPool';
import { checkFile, planImport, readCategories } from '../../catalogueFile/planImport';
import { previewOf } from '../../catalogueFile/preview';
import { refuseBodiesNotInUtf8 } from '../../catalogueFile/utf8Body';
import { meaningsOf } from '../../products/synonyms';
import { searchTerms, searchWords } from '../../products/search';
import { fileAnswer } from '../../lib/fileAnswer';
import { refused } from '../../lib/httpErrors';

/** A JSON body holding a 5 MB file, with room for its quoting and the options. */
const BODY_LIMIT = Math.ceil(CATALOGUE_FILE_LIMITS.maxBytes * 1.2) + 64 * 1024;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/**
 * The catalogue as a spreadsheet (admin only): export it as CSV, preview what a CSV would change,
 * and apply it in one transaction. Outside `/api/products`, so a preview forgets no cached answer;
 * an applied import tells the catalogue once.
 */
const catalogueFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['Catalogue'];
  // Files are read and checked in a worker thread: other requests on this instance never wait for one.
  const checker = fileChecker();
  app.addHook('onClose', () => checker.close());
  refuseBodiesNotInUtf8(app);

  app.get(
    '/api/catalogue/export.csv',
    {
      ...admin,
      schema: {
        summary: 'Export the catalogue as CSV',
        description:
          '`kirana-catalogue.csv`, every product on sale or not (or one category, or the products a search lists), in SKU ' +
          'order, streamed. Columns, UTF-8 with a byte-order mark: `sku, name, name_hi, category, quantity, mrp, ' +
          'selling_price, stock, on_sale, images, description, hsn_code, gst_rate` (docs/api.md describes the file).',
        tags,
        querystring: CatalogueExportQuery,
        response: { 200: fileAnswer('text/csv', 'The catalogue file (an attachment)') },
      },
    },
    async (request, reply) => {
      const { category, search } = request.query;
      const terms = search ? searchTerms(search, await meaningsOf(app.db, searchWords(search))) : undefined;
      const lines = Readable.from(catalogueCsv(app.db, { category, ...(search !== undefined && { search: terms }) }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="kirana-catalogue.csv"')
        .header('Cache-Control', 'no-store')
        .send(lines);
    },
  );

  app.post(
    '/api/catalogue/import/preview',
    {
      ...admin,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Preview a catalogue import',
        description:
          'What the CSV would do, changing nothing: `create`, `update` (each changed column), `unchanged`, `invalid` ' +
          '(the first 200 rows with problems, each with every problem), `invalidRows` and `problemCount` (all of ' +
          'them counted), `problemKinds` (each kind of problem: how often, and its first), `unknownCategories` and ' +
          '`stockDiffers`. Files up to 5 MB and 20,000 products, in UTF-8.',
        tags,
        body: CatalogueImportRequest,
        response: {
          200: CatalogueImportPreview,
          400: refused(
            'The file is too large, empty, not UTF-8, lacks the required columns, or has a quote never closed.',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const categories = await readCategories(app.db);
      const options = { ...request.body, uploadDir: app.config.uploadDir };
      const check = await checkFile(app.db, checker, request.body.csv, options, categories);
      const plan = await planImport(app.db, check, options);
      return previewOf(plan, new Map(categories.map((c) => [c.id, c.name])));
    },
  );

  app.post(
    '/api/catalogue/import',
    {
      ...admin,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Import a catalogue CSV',
        description:
          'Checks the file again and applies it in one transaction (imports run one after another), or refuses the ' +
          'whole file if any row is invalid.',
        tags,
        body: CatalogueImportRequest,
        response: {
          200: CatalogueImportResult,
          400: refused('A row is invalid, or the file is too large, empty, not UTF-8 or lacks the required columns.'),
        },
      },
    },
    async (request) => {
      const result = await applyImport(app.db, checker, request.body.csv, {
        ...request.body,
        uploadDir: app.config.uploadDir,
      });
      if (result.created + result.updated + result.categoriesCreated.length > 0) app.catalogue.changed('assortment');
      const parts = [
        plural(result.created, 'product added', 'products added'),
        plural(result.updated, 'updated', 'updated'),
        plural(result.unchanged, 'unchanged', 'unchanged'),
      ];
      if (result.categoriesCreated.length > 0)
        parts.push(plural(result.categoriesCreated.length, 'new category', 'new categories'));
      return { ...result, message: `Imported: ${parts.join(', ')}.` };
    },
  );
};

export default catalogueFileRoutes;
