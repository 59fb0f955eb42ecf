import { loadLocale } from '@kirana/shared';
import { aProduct } from '@kirana/shared/testing';
import '../i18n';
import { renderHeadTags } from './headTags';
import { homePageMeta, notFoundPageMeta, productPageMeta, termsPageMeta } from './pageMeta';

const ORIGIN = 'https://shop.test';
const milk = aProduct({
  name: 'Toned Milk',
  quantityLabel: '500 ml',
  mrp: 30,
  sellingPrice: 27,
  description: 'Fresh toned milk.',
  productImages: ['https://api.test/uploads/milk.png'],
});
const property = (meta: ReturnType<typeof productPageMeta>, name: string) =>
  meta.properties.find(([key]) => key === name)?.[1];

describe('a product page as a shared link and a search result', () => {
  it('previews with its picture, name, pack and price, and says where it lives', () => {
    const meta = productPageMeta(ORIGIN, milk);
    expect(meta.title).toBe('Toned Milk — Kirana Now');
    expect(meta.canonical).toBe(`${ORIGIN}/product/${milk._id}`);
    expect(property(meta, 'og:type')).toBe('product');
    expect(property(meta, 'og:title')).toBe('Toned Milk, 500 ml — ₹27.00');
    expect(property(meta, 'og:image')).toBe('https://api.test/uploads/milk.png');
    expect(property(meta, 'og:url')).toBe(meta.canonical);
    expect(property(meta, 'product:price:amount')).toBe('27.00');
    expect(property(meta, 'product:price:currency')).toBe('INR');
    expect(property(meta, 'product:availability')).toBe('in stock');
    expect(meta.description).toBe(
      '500 ml · ₹27.00 (MRP ₹30.00, 10% off) · In stock, delivered in 30–35 minutes. Fresh toned milk.',
    );
    expect(meta.names).toContainEqual(['twitter:card', 'summary_large_image']);
  });

  it('tells search engines the offer: price in rupees, INR, in stock or not', () => {
    const soldOut = productPageMeta(ORIGIN, { ...milk, inStock: false, stock: 0 });
    expect(soldOut.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Toned Milk',
      sku: milk._id,
      category: milk.category,
      description: 'Fresh toned milk.',
      image: ['https://api.test/uploads/milk.png'],
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/product/${milk._id}`,
        price: '27.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    expect(property(soldOut, 'product:availability')).toBe('out of stock');
  });

  it('keeps a long description to a preview’s length, and does without one', () => {
    expect(
      productPageMeta(ORIGIN, { ...milk, description: 'word '.repeat(100) }).description.length,
    ).toBeLessThanOrEqual(155);
    const plain = productPageMeta(ORIGIN, { ...milk, description: '' });
    expect(plain.description).toBe('500 ml · ₹27.00 (MRP ₹30.00, 10% off) · In stock, delivered in 30–35 minutes.');
    expect(plain.structuredData).not.toHaveProperty('description');
  });
});

describe('the other pages', () => {
  it('home is canonical; an aisle has its own title; a search is not listed itself', () => {
    expect(homePageMeta(ORIGIN, {})).toMatchObject({
      title: 'Kirana Now — groceries in 30–35 minutes',
      canonical: `${ORIGIN}/`,
    });
    expect(homePageMeta(ORIGIN, { category: { name: 'Dairy & Eggs', slug: 'dairy-eggs' } })).toMatchObject({
      title: 'Dairy & Eggs — Kirana Now',
      canonical: `${ORIGIN}/?category=dairy-eggs`,
    });
    const search = homePageMeta(ORIGIN, { search: 'milk' });
    expect(search).toMatchObject({ title: 'milk — search — Kirana Now', robots: 'noindex,follow' });
    expect(search.canonical).toBeUndefined();
    expect(termsPageMeta(ORIGIN).canonical).toBe(`${ORIGIN}/terms-and-policies`);
    expect(notFoundPageMeta('Product not found')).toMatchObject({
      title: 'Product not found — Kirana Now',
      robots: 'noindex',
    });
  });
});

describe('in the visitor’s language (the storefront server renders Hindi for the kn_lang cookie)', () => {
  beforeAll(() => loadLocale('hi'));

  it('a product: its Hindi name when it has one, Hindi words around it, the same canonical address', () => {
    const meta = productPageMeta(ORIGIN, { ...milk, nameHi: 'टोंड दूध' }, 'hi');
    expect(meta.title).toBe('टोंड दूध — Kirana Now');
    expect(meta.description).toBe(
      '500 ml · ₹27.00 (MRP ₹30.00, 10% की छूट) · स्टॉक में है, 30–35 मिनट में डिलीवरी. Fresh toned milk.',
    );
    expect(meta.canonical).toBe(productPageMeta(ORIGIN, milk).canonical);
    expect(property(meta, 'og:locale')).toBe('hi_IN');
    expect(property(meta, 'og:title')).toBe('टोंड दूध, 500 ml — ₹27.00');
    expect(productPageMeta(ORIGIN, milk, 'hi').title).toBe('Toned Milk — Kirana Now');
    expect(renderHeadTags(meta)).toContain('<title>टोंड दूध — Kirana Now</title>');
  });

  it('home, an aisle, a search, the terms and a missing page', () => {
    expect(homePageMeta(ORIGIN, {}, 'hi')).toMatchObject({
      title: 'Kirana Now — 30–35 मिनट में किराना',
      description: '30–35 मिनट में किराना आपके दरवाज़े पर। Kirana Now आपके आस-पास की हाउसिंग सोसाइटियों में डिलीवरी करता है।',
      canonical: `${ORIGIN}/`,
    });
    expect(homePageMeta(ORIGIN, { category: { name: 'Dairy & Eggs', slug: 'dairy-eggs' } }, 'hi')).toMatchObject({
      title: 'Dairy & Eggs — Kirana Now',
      description: 'Kirana Now पर Dairy & Eggs: 30–35 मिनट में आपकी सोसाइटी तक डिलीवरी।',
      canonical: `${ORIGIN}/?category=dairy-eggs`,
    });
    expect(homePageMeta(ORIGIN, { search: 'दूध' }, 'hi').title).toBe('दूध — खोज — Kirana Now');
    expect(termsPageMeta(ORIGIN, 'hi')).toMatchObject({
      title: 'नियम और नीतियाँ — Kirana Now',
      canonical: `${ORIGIN}/terms-and-policies`,
    });
    expect(notFoundPageMeta('Product not found', 'hi').title).toBe('सामान नहीं मिला — Kirana Now');
  });
});

describe('renderHeadTags', () => {
  it('writes every tag with its value escaped', () => {
    const html = renderHeadTags(productPageMeta(ORIGIN, milk));
    expect(html).toContain('<title>Toned Milk — Kirana Now</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/${milk._id}">`);
    expect(html).toContain('<meta property="og:image" content="https://api.test/uploads/milk.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
  });

  it('a product named to break out of the page cannot', () => {
    const html = renderHeadTags(
      productPageMeta(ORIGIN, { ...milk, name: '</script><script>alert(1)</script>"><b>', description: '\u2028' }),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><b>');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;b&gt; — Kirana Now</title>',
    );
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html.slice(html.indexOf('application/ld+json'))).not.toContain('\u2028'); // ends a line in older JavaScript
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
