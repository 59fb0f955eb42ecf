import { CATALOGUE_COLUMNS, IMAGE_SEPARATOR, paiseToRupees, toFixed2 } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { SqlParams } from '../db/params';
import { csvLine, csvLines, UTF8_BOM } from '../lib/csv';
import { filterConditions } from '../products/productRows';
import { readRanking } from '../products/ranking';
import type { SearchTerms } from '../products/search';

/** Products read per query: 50,000 stream out without being held at once. */
const BATCH = 1000;

interface ExportRow {
  key: string;
  sku: string;
  name: string;
  name_hi: string | null;
  category_name: string;
  quantity_label: string;
  mrp_paise: number;
  selling_price_paise: number;
  stock: number;
  is_active: boolean;
  images: string[];
  description: string;
  hsn_code: string | null;
  gst_rate: number;
}

export interface ExportFilter {
  /** A category's id or slug. */
  category?: string;
  /**
   * Only what this search lists (its words and their everyday meanings, as the admin's product list
   * shows them); null: a search with no words, matching nothing.
   */
  search?: SearchTerms | null;
}

const cells = (row: ExportRow): (string | number)[] => [
  row.sku,
  row.name,
  row.name_hi ?? '',
  row.category_name,
  row.quantity_label,
  toFixed2(paiseToRupees(row.mrp_paise)),
  toFixed2(paiseToRupees(row.selling_price_paise)),
  row.stock,
  row.is_active ? 'yes' : 'no',
  row.images.join(IMAGE_SEPARATOR),
  row.description,
  row.hsn_code ?? '',
  row.gst_rate,
];

/**
 * The catalogue (or a category, or a search's matches), active or not, as CSV in SKU order:
 * UTF-8 with a BOM so Excel reads Hindi names, rupees as plain numbers, quoted where needed, any
 * cell that looks like a formula made harmless. Read in batches along the SKU index.
 */
export async function* catalogueCsv(db: Queryable, filter: ExportFilter): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...CATALOGUE_COLUMNS]);
  const listed = { category: filter.category, includeInactive: true };
  // A search exports what the admin's list shows for it (its ranking, weaker matches left out as the
  // list leaves them out), read once, not again for every batch.
  const shown = filter.search ? (await readRanking(db, filter.search, listed, Number.MAX_SAFE_INTEGER)).ids : null;
  let after = '';
  for (;;) {
    const params = new SqlParams();
    const conditions = filterConditions(listed, params);
    if (filter.search === null) conditions.push('false');
    else if (shown) conditions.push(`p.id = ANY(${params.add(shown)}::text[])`);
    conditions.push(`lower(p.sku) > ${params.add(after)}`);
    const rows = await db.query<ExportRow>(
      `SELECT lower(p.sku) AS key, p.sku, p.name, p.name_hi, c.name AS category_name, p.quantity_label, p.mrp_paise,
              p.selling_price_paise, p.stock, p.is_active, p.images, p.description,
              p.hsn_code, p.gst_rate
         FROM products p JOIN categories c ON c.id = p.category_id
        WHERE ${conditions.join(' AND ')}
        ORDER BY lower(p.sku) LIMIT ${params.add(BATCH)}`,
      params.values,
    );
    if (rows.length > 0) yield csvLines(rows.map(cells));
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.key;
  }
}
