import { paiseToRupees, readSentence, toFixed2, type CatalogueImportPreview } from '@kirana/shared/domain';
import type { ImportPlan, ProductFields } from './planImport';

/** How a change reads in the preview: the file's column, and its value before and after as the file writes them. */
const FIELD_COLUMN: Record<keyof ProductFields, string> = {
  name: 'name',
  nameHi: 'name_hi',
  categoryId: 'category',
  quantityLabel: 'quantity',
  mrpPaise: 'mrp',
  sellingPricePaise: 'selling_price',
  stock: 'stock',
  isActive: 'on_sale',
  images: 'images',
  description: 'description',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
};

function shown(field: keyof ProductFields, value: ProductFields[keyof ProductFields], category: string): string {
  if (field === 'categoryId') return category;
  if (field === 'mrpPaise' || field === 'sellingPricePaise') return toFixed2(paiseToRupees(Number(value)));
  if (field === 'isActive') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(' | ');
  return value === null || value === undefined ? '' : String(value);
}

/** The plan as the admin's preview shows it: rupees, column names, and each update's changes. */
export function previewOf(plan: ImportPlan, categoryNames: ReadonlyMap<string, string>): CatalogueImportPreview {
  return {
    create: plan.create.map((row) => ({
      line: row.line,
      ...(row.sku && { sku: row.sku }),
      name: row.fields.name,
      category: row.category,
      mrp: paiseToRupees(row.fields.mrpPaise),
      sellingPrice: paiseToRupees(row.fields.sellingPricePaise),
      stock: row.fields.stock ?? 0,
    })),
    update: plan.update.map((row) => ({
      line: row.line,
      sku: row.sku,
      name: row.name,
      changes: (Object.keys(row.changes) as (keyof ProductFields)[]).map((field) => ({
        field: FIELD_COLUMN[field],
        from: shown(field, row.was[field], categoryNames.get(row.was.categoryId ?? '') ?? ''),
        to: shown(field, row.changes[field], categoryNames.get(row.changes.categoryId ?? '') ?? row.category),
      })),
    })),
    unchanged: plan.unchanged,
    invalid: plan.invalid.map(({ problems, ...row }) => ({
      ...row,
      problems: problems.map((problem) => readSentence(problem)),
      sentences: problems,
    })),
    invalidRows: plan.invalidRows,
    problemCount: plan.problemCount,
    problemKinds: plan.problemKinds.map(({ count, first }) => ({
      count,
      line: first.line,
      problem: readSentence(first.problem),
      sentence: first.problem,
    })),
    unknownCategories: plan.unknownCategories,
    stockDiffers: plan.stockDiffers,
  };
}
