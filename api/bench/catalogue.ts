import type { Queryable } from '../src/db/database';

/** Words a real kirana catalogue is made of, combined into plausible, varied products. */
const BRANDS = [
  'Amul',
  'Mother Dairy',
  'Aashirvaad',
  'Fortune',
  'Tata',
  'Haldiram',
  'Britannia',
  'Parle',
  'Nestle',
  'Dabur',
  'Patanjali',
  'Everest',
  'MDH',
  'Saffola',
  'Surf',
  'Vim',
  'Colgate',
  'Lijjat',
  'Kissan',
  'Maggi',
];
const QUALITIES = [
  'Fresh',
  'Organic',
  'Premium',
  'Classic',
  'Farm',
  'Desi',
  'Low Fat',
  'Extra Rich',
  'Family Pack',
  'Daily',
  'Gold',
  'Lite',
];
const ITEMS = [
  'Toned Milk',
  'Full Cream Milk',
  'Curd',
  'Paneer',
  'Butter',
  'Ghee',
  'Cheese Slices',
  'Tomato',
  'Onion',
  'Potato',
  'Spinach',
  'Coriander',
  'Basmati Rice',
  'Sona Masoori Rice',
  'Whole Wheat Atta',
  'Toor Dal',
  'Moong Dal',
  'Chana Dal',
  'Besan',
  'Sugar',
  'Salt',
  'Turmeric Powder',
  'Red Chilli Powder',
  'Garam Masala',
  'Mustard Oil',
  'Sunflower Oil',
  'Groundnut Oil',
  'Tea',
  'Coffee',
  'Biscuits',
  'Namkeen',
  'Bhujia',
  'Potato Chips',
  'Cookies',
  'Rusk',
  'Bread',
  'Eggs',
  'Orange Juice',
  'Mango Drink',
  'Cola',
  'Soda',
  'Detergent Powder',
  'Dishwash Bar',
  'Floor Cleaner',
  'Toothpaste',
  'Shampoo',
  'Bath Soap',
  'Hand Wash',
  'Noodles',
  'Ketchup',
  'Pickle',
  'Papad',
  'Jaggery',
  'Honey',
];
const SIZES = ['100 g', '200 g', '500 g', '1 kg', '5 kg', '200 ml', '500 ml', '1 L', '6 pcs', '12 pcs', '30 pcs'];
const DESCRIPTIONS = [
  'Sourced from trusted farms and packed fresh for everyday cooking.',
  'A pantry favourite in Indian kitchens, great for breakfast and tiffin.',
  'Hygienically packed; store in a cool, dry place away from sunlight.',
  'Made with care for rich taste and consistent quality in every pack.',
  'Best before 6 months from packaging. Refrigerate after opening.',
];

export interface GeneratedProduct {
  name: string;
  description: string;
  quantityLabel: string;
  mrpPaise: number;
  sellingPricePaise: number;
  stock: number;
}

/** Deterministic: product n is always the same, so runs compare. */
export function generatedProduct(n: number): GeneratedProduct {
  const item = ITEMS[n % ITEMS.length]!;
  const brand = BRANDS[Math.floor(n / ITEMS.length) % BRANDS.length]!;
  const quality = QUALITIES[Math.floor(n / (ITEMS.length * BRANDS.length)) % QUALITIES.length]!;
  const mrpPaise = 1000 + ((n * 7919) % 90000);
  return {
    name: `${brand} ${quality} ${item} ${1 + (n % 97)}`,
    description: `${item} by ${brand}. ${DESCRIPTIONS[n % DESCRIPTIONS.length]}`,
    quantityLabel: SIZES[n % SIZES.length]!,
    mrpPaise,
    sellingPricePaise: mrpPaise - ((n * 31) % Math.floor(mrpPaise / 5)),
    stock: n % 11 === 0 ? 0 : (n * 13) % 200,
  };
}

/** Inserts `count` products spread over the existing categories, in batches of one statement each. */
export async function loadProducts(db: Queryable, count: number, batchSize = 2000): Promise<void> {
  const categoryIds = (await db.query<{ id: string }>('SELECT id FROM categories ORDER BY sort_order')).map(
    (r) => r.id,
  );
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) => ({
      n: start + i,
      ...generatedProduct(start + i),
    }));
    await db.query(
      `INSERT INTO products (id, name, description, category_id, images, mrp_paise, selling_price_paise, quantity_label, stock)
       SELECT 'bb' || lpad(to_hex(n), 22, '0'), name, description, category_id, '{/images/seed/onion.svg}', mrp, sp, label, stock
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::int[])
           AS t(n, name, description, category_id, mrp, sp, label, stock)`,
      [
        rows.map((r) => r.n),
        rows.map((r) => r.name),
        rows.map((r) => r.description),
        rows.map((r) => categoryIds[r.n % categoryIds.length]!),
        rows.map((r) => r.mrpPaise),
        rows.map((r) => r.sellingPricePaise),
        rows.map((r) => r.quantityLabel),
        rows.map((r) => r.stock),
      ],
    );
  }
}
