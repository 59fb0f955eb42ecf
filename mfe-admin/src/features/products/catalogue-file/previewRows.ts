import type { CatalogueImportPreview } from '@kirana/shared';

export type RowKind = 'invalid' | 'create' | 'update';

/** One line of the file as the preview table shows it. */
export interface PreviewRow {
  kind: RowKind;
  line: number;
  sku: string;
  name: string;
  /** Problems (for a row with problems), what it adds, or what it changes. */
  details: string[];
}

export interface PreviewWords {
  /** A row's problems in the language shown. */
  problems: (row: CatalogueImportPreview['invalid'][number]) => string[];
  /** "Dairy · ₹30.00 (MRP ₹40.00) · 12 in stock" */
  created: (row: CatalogueImportPreview['create'][number]) => string;
  /** "Selling price ₹45.00 → ₹42.00": one column's change, from the product's value now to the file's. */
  change: (change: CatalogueImportPreview['update'][number]['changes'][number]) => string;
}

/**
 * Every row of the preview in one list: rows with problems first, then new products, then updates, each in
 * file order.
 */
export function previewRows(preview: CatalogueImportPreview, words: PreviewWords): PreviewRow[] {
  return [
    ...preview.invalid.map((row) => ({
      kind: 'invalid' as const,
      line: row.line,
      sku: row.sku ?? '',
      name: row.name ?? '',
      details: words.problems(row),
    })),
    ...preview.create.map((row) => ({
      kind: 'create' as const,
      line: row.line,
      sku: row.sku ?? '',
      name: row.name,
      details: [words.created(row)],
    })),
    ...preview.update.map((row) => ({
      kind: 'update' as const,
      line: row.line,
      sku: row.sku,
      name: row.name,
      details: row.changes.map(words.change),
    })),
  ];
}
