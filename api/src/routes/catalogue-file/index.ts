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
import { planImport } from '../../catalogueFile/planImport';
import { previewOf } from '../../catalogueFile/preview';
import { meaningsOf } from '../../products/synonyms';
import { searchTerms, searchWords } from '../../products/search';

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

  app.get(
    '/api/catalogue/export.csv',
    { ...admin, schema: { querystring: CatalogueExportQuery } },
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
      schema: { body: CatalogueImportRequest, response: { 200: CatalogueImportPreview } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const plan = await planImport(app.db, request.body.csv, { ...request.body, uploadDir: app.config.uploadDir });
      const categories = await app.db.query<{ id: string; name: string }>('SELECT id, name FROM categories');
      return previewOf(plan, new Map(categories.map((c) => [c.id, c.name])));
    },
  );

  app.post(
    '/api/catalogue/import',
    {
      ...admin,
      bodyLimit: BODY_LIMIT,
      schema: { body: CatalogueImportRequest, response: { 200: CatalogueImportResult } },
    },
    async (request) => {
      const result = await applyImport(app.db, request.body.csv, { ...request.body, uploadDir: app.config.uploadDir });
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
