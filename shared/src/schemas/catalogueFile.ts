import { Type } from '@sinclair/typebox';
import { CATALOGUE_FILE_LIMITS } from '../domain/catalogueFile';
import { Rupees } from './common';

/**
 * `POST /api/catalogue/import/preview` and `POST /api/catalogue/import` (admin): the CSV file's
 * text, the categories the admin agreed to create, and whether existing products take the file's
 * stock. (A fifth over the file limit is let through so the API can say the limit in words.)
 */
export const CatalogueImportRequest = Type.Object(
  {
    csv: Type.String({ maxLength: Math.ceil(CATALOGUE_FILE_LIMITS.maxBytes * 1.2) }),
    createCategories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 200 })),
    setStock: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const Line = Type.Integer({ minimum: 1 });

/**
 * A row's problem as a sentence (shared/src/domain/say.ts): its English with `{name}` values, each text or a
 * number.
 */
const RowProblem = Type.Object({
  text: Type.String(),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
const Count = Type.Integer({ minimum: 0 });

/** What an import would do, for the admin to read before anything changes. */
export const CatalogueImportPreview = Type.Object({
  create: Type.Array(
    Type.Object({
      line: Line,
      sku: Type.Optional(Type.String()),
      name: Type.String(),
      category: Type.String(),
      mrp: Rupees,
      sellingPrice: Rupees,
      stock: Count,
    }),
  ),
  update: Type.Array(
    Type.Object({
      line: Line,
      sku: Type.String(),
      name: Type.String(),
      /**
       * What changes, column by column, as the file writes it: `{ field: 'mrp', from: '48.00', to: '45.00' }`
       * (`from` is the product's value now, '' when it has none).
       */
      changes: Type.Array(Type.Object({ field: Type.String(), from: Type.String(), to: Type.String() })),
    }),
  ),
  unchanged: Count,
  /** The first rows with problems in file order (at most `CATALOGUE_FILE_LIMITS.problemRowsShown`), each with all its problems. */
  invalid: Type.Array(
    Type.Object({
      line: Line,
      sku: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      /** Every problem in English, as the API has always written it. */
      problems: Type.Array(Type.String()),
      /** The same problems as sentences, in the same order, for the admin's language. */
      sentences: Type.Array(RowProblem),
    }),
  ),
  /** Every row with a problem, listed or not. */
  invalidRows: Count,
  /** Every problem of every row. */
  problemCount: Count,
  /** Each kind of problem (one sentence, whatever its values), most frequent first: how often, and its first. */
  problemKinds: Type.Array(
    Type.Object({
      count: Count,
      line: Line,
      problem: Type.String(),
      sentence: RowProblem,
    }),
  ),
  unknownCategories: Type.Array(Type.Object({ name: Type.String(), rows: Count })),
  stockDiffers: Count,
});

export const CatalogueImportResult = Type.Object({
  created: Count,
  updated: Count,
  unchanged: Count,
  categoriesCreated: Type.Array(Type.String()),
  message: Type.String(),
});

/** `GET /api/catalogue/export.csv` (admin): everything, or a category (id or slug), or a search's matches. */
export const CatalogueExportQuery = Type.Object(
  {
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  },
  { additionalProperties: false },
);
