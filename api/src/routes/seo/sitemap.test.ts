import { buildTestApp, type TestApp } from '../../../test/testApp';
import { productFileNumber, productSitemap, sitemapIndex, xmlText } from './sitemap';

/** Sitemaps for search engines: the shop's pages and every product on sale, streamed. */
let t: TestApp;
const STOREFRONT = 'https://shop.example.com';
beforeAll(async () => {
  t = await buildTestApp({ STOREFRONT_URL: STOREFRONT });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const activeIds = async () =>
  (await t.database.db.query<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY id')).map((r) => r.id);
const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
const read = async (file: AsyncGenerator<string> | null) => {
  let xml = '';
  for await (const chunk of file!) xml += chunk;
  return xml;
};

describe('the sitemap index', () => {
  it('names the pages file and one products file at the storefront’s origin, as cacheable XML', async () => {
    const res = await get('/api/seo/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.body)).toEqual([`${STOREFRONT}/sitemaps/pages.xml`, `${STOREFRONT}/sitemaps/products-1.xml`]);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  it('names one products file per `perFile` products on sale, each with its own last change, and none when nothing is on sale', async () => {
    const ids = await activeIds();
    const perFile = 5;
    expect(ids.length).toBeGreaterThan(2 * perFile);
    const db = t.database.db;
    await db.query(`UPDATE products SET updated_at = '2026-01-01T00:00:00Z'`);
    await db.query(`UPDATE categories SET updated_at = '2026-02-01T00:00:00Z'`);
    // The first product of the second file changed last (given in India's time: the sitemap says UTC).
    const changedLast = ids[perFile];
    if (!changedLast) throw new Error('the test needs more than one file of products');
    await db.query(`UPDATE products SET updated_at = '2030-01-02T08:34:05+05:30' WHERE id = $1`, [changedLast]);
    const files = Math.ceil(ids.length / perFile);
    const index = await sitemapIndex(db, STOREFRONT, perFile);
    expect(locs(index)).toEqual([
      `${STOREFRONT}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${STOREFRONT}/sitemaps/products-${i + 1}.xml`),
    ]);
    expect(lastmods(index)).toEqual([
      '2026-02-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2030-01-02T03:04:05Z',
      ...Array(files - 2).fill('2026-01-01T00:00:00Z'),
    ]);

    // A hidden product is not counted: one fewer on sale than a whole number of files drops the last file.
    const keep = ids.slice(0, (files - 1) * perFile);
    await db.query('UPDATE products SET is_active = false WHERE NOT (id = ANY($1))', [keep]);
    expect(locs(await sitemapIndex(db, STOREFRONT, perFile))).toHaveLength(files);
    await db.query('UPDATE products SET is_active = false');
    expect(locs(await sitemapIndex(db, STOREFRONT, perFile))).toEqual([`${STOREFRONT}/sitemaps/pages.xml`]);
    expect((await get('/api/seo/sitemaps/products-1.xml')).statusCode).toBe(404);
    await db.query('UPDATE products SET is_active = true WHERE id = ANY($1)', [ids]);
    expect(await activeIds()).toEqual(ids);
  });
});

describe('the pages sitemap', () => {
  it('lists home, every aisle in shelf order and the terms', async () => {
    const res = await get('/api/seo/sitemaps/pages.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const slugs = (
      await t.database.db.query<{ slug: string }>('SELECT slug FROM categories ORDER BY sort_order, name')
    ).map((r) => r.slug);
    expect(slugs.length).toBeGreaterThan(3);
    expect(locs(res.body)).toEqual([
      `${STOREFRONT}/`,
      ...slugs.map((slug) => `${STOREFRONT}/?category=${slug}`),
      `${STOREFRONT}/terms-and-policies`,
    ]);
  });

  it('gives each aisle its last change, in UTC', async () => {
    const [aisle] = await t.database.db.query<{ slug: string }>(
      `UPDATE categories SET updated_at = '2030-06-01T10:00:00+05:30' WHERE id = (SELECT id FROM categories ORDER BY sort_order, name LIMIT 1) RETURNING slug`,
    );
    const res = await get('/api/seo/sitemaps/pages.xml');
    expect(res.body).toContain(
      `<url><loc>${STOREFRONT}/?category=${aisle!.slug}</loc><lastmod>2030-06-01T04:30:00Z</lastmod></url>`,
    );
  });
});

describe('a products sitemap', () => {
  it('lists every product on sale with its page, last change and picture, and none that is hidden', async () => {
    const [hidden] = await activeIds();
    if (!hidden) throw new Error('the demo catalogue has products on sale');
    await t.database.db.query('UPDATE products SET is_active = false WHERE id = $1', [hidden]);
    const res = await get('/api/seo/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const ids = await activeIds();
    expect(locs(res.body).filter((loc) => loc.startsWith(STOREFRONT))).toEqual(
      ids.map((id) => `${STOREFRONT}/product/${id}`),
    );
    expect(res.body).not.toContain(hidden);
    expect(res.body).toMatch(
      /<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><image:image><image:loc>http:\/\/api\.test\/[^<]+<\/image:loc><\/image:image><\/url>/,
    );
    await t.database.db.query('UPDATE products SET is_active = true WHERE id = $1', [hidden]);
  });

  it('splits the catalogue into files of a fixed size, in id order, each read in batches', async () => {
    // 2,500 more products: more than two batches of 1,000 in one file.
    await t.database.db.query(
      `INSERT INTO products (id, name, category_id, images, mrp_paise, selling_price_paise, quantity_label, stock)
       SELECT 'ab' || lpad(to_hex(g), 22, '0'), 'Bulk item ' || g, (SELECT id FROM categories ORDER BY sort_order LIMIT 1), ARRAY['/images/seed/x.svg'], 1000, 900, '1 pc', 5
         FROM generate_series(1, 2500) AS g`,
    );
    const ids = await activeIds();
    const all = locs(
      await read(
        await productSitemap(t.database.db, { storefrontUrl: STOREFRONT, publicApiUrl: 'http://api.test' }, 1, 10_000),
      ),
    ).filter((loc) => loc.includes('/product/'));
    expect(all).toEqual(ids.map((id) => `${STOREFRONT}/product/${id}`));

    const perFile = 1_200;
    const files: string[][] = [];
    for (let n = 1; ; n += 1) {
      const file = await productSitemap(
        t.database.db,
        { storefrontUrl: STOREFRONT, publicApiUrl: 'http://api.test' },
        n,
        perFile,
      );
      if (!file) break;
      files.push(locs(await read(file)).filter((loc) => loc.includes('/product/')));
    }
    expect(files.length).toBe(Math.ceil(ids.length / perFile));
    expect(files.slice(0, -1).every((file) => file.length === perFile)).toBe(true);
    expect(files.flat()).toEqual(all);

    const index = await get('/api/seo/sitemap.xml');
    expect(locs(index.body).filter((loc) => loc.includes('products-'))).toEqual([
      `${STOREFRONT}/sitemaps/products-1.xml`,
    ]);
    await t.database.db.query(`DELETE FROM products WHERE name LIKE 'Bulk item %'`);
  });

  it('says 404, with a message, for a file that is not there', async () => {
    for (const file of [
      'products-2.xml',
      'products-0.xml',
      'products-01.xml',
      'products-1.XML',
      'nope.xml',
      'products-1234567.xml',
      `${'x'.repeat(60)}.xml`,
    ]) {
      const res = await get(`/api/seo/sitemaps/${file}`);
      expect([file, res.statusCode, res.json<{ message: string }>().message]).toEqual([
        file,
        404,
        'There is no such sitemap.',
      ]);
    }
  });
});

describe('sitemap text', () => {
  it('escapes what XML would misread', () => {
    expect(xmlText(`https://shop.test/?a=1&b="2"<'x'>`)).toBe(
      'https://shop.test/?a=1&amp;b=&quot;2&quot;&lt;&apos;x&apos;&gt;',
    );
  });

  it('reads a products file’s number only in its one spelling', () => {
    expect(
      ['products-1.xml', 'products-12.xml', 'products-0.xml', 'products-01.xml', 'products-.xml', 'pages.xml'].map(
        productFileNumber,
      ),
    ).toEqual([1, 12, null, null, null, null]);
  });
});
