import type { ProductList } from '@kirana/shared/domain';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { within } from '../../../test/within';
import { searchTerms } from '../../products/search';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const search = async (text: string, extra = '') =>
  (await t.app.inject(`/api/products?search=${encodeURIComponent(text)}&pageSize=100${extra}`)).json<ProductList>();
const names = async (text: string) => (await search(text)).items.map((p) => p.name);

describe('search', () => {
  it('finds by the start of a word, whatever the case', async () => {
    expect((await names('tom'))[0]).toBe('Tomato - Hybrid');
    expect((await names('TOMA'))[0]).toBe('Tomato - Hybrid');
    expect(await names('Tomato - Hybrid')).toContain('Tomato - Hybrid');
  });

  it('ranks names before categories and descriptions', async () => {
    const found = await search('milk');
    const inName = found.items.map((p) => /\bmilk/i.test(p.name));
    expect(inName[0]).toBe(true);
    const firstElsewhere = inName.indexOf(false);
    expect(firstElsewhere).toBeGreaterThan(3);
    expect(inName.slice(firstElsewhere).every((x) => !x)).toBe(true);
    // Further down: products that only mention milk (paneer, curd…) in their description.
    expect(found.items.slice(firstElsewhere).some((p) => /milk/i.test(p.description))).toBe(true);
  });

  it('puts the exact name first, then what the name says the product is, then names starting with the text', async () => {
    expect((await names('onion'))[0]).toBe('Onion');
    expect((await names('toned milk'))[0]).toBe('Toned Milk');
    const milk = await names('milk');
    // 'Toned Milk' is milk; 'Milk Bread' is bread (the last word of an English name says what it is).
    expect(milk.slice(0, 2)).toEqual(['Toned Milk', 'Full Cream Milk']);
    expect(milk.indexOf('Kesar Badam Flavoured Milk')).toBeLessThan(milk.indexOf('Milk Bread'));
    expect(milk.indexOf('Milk Bread')).toBeGreaterThan(0);
    // Milk inside a word ('Buttermilk') only when nothing better is found (R10).
    expect(milk).not.toContain('Masala Chaas (Buttermilk)');
    expect(await names('buttermilk')).toContain('Masala Chaas (Buttermilk)');
    expect((await names('bread')).slice(0, 2).sort()).toEqual(['Brown Bread', 'Milk Bread']);
  });

  it('finds by category and by description', async () => {
    const dairy = await search('dairy');
    expect(dairy.total).toBeGreaterThan(5);
    expect(dairy.items.every((p) => p.category === 'Dairy' || /dairy/i.test(`${p.name} ${p.description}`))).toBe(true);
    expect(await names('nashik')).toContain('Tomato - Hybrid');
  });

  it('shows whole-word and word-start matches, not a word inside a word or a category’s other products (R10)', async () => {
    const atta = await search('atta');
    const found = atta.items.map((p) => p.name);
    expect(found[0]).toBe('Whole Wheat Atta');
    // Every product shown has a word starting "atta" in its name or description…
    expect(atta.items.every((p) => /(^|[^\p{L}])atta/iu.test(`${p.name} ${p.description}`))).toBe(true);
    // …so 'Khatta Meetha Namkeen' (atta inside a word) and Sugar and Iodised Salt (in the category
    // 'Atta, Rice & Dal') are left out, and the total counts only what is shown.
    expect(found).not.toContain('Khatta Meetha Namkeen');
    expect(found).not.toContain('Sugar');
    expect(found).not.toContain('Iodised Salt');
    expect(atta.total).toBe(atta.items.length);
    // Page by page from the kept ranking, and past the end, the same total.
    const past = (await t.app.inject('/api/products?search=atta&pageSize=50&page=9')).json<ProductList>();
    expect(past.total).toBe(atta.total);
    // The everyday word for atta finds the same.
    expect((await names('aata'))[0]).toBe('Whole Wheat Atta');
  });

  it('a word inside a word, or a category alone, still finds when nothing better does', async () => {
    // No name holds a word starting "dairy": the Dairy aisle.
    expect((await search('dairy')).items.some((p) => p.name === 'Toned Milk')).toBe(true);
    // No word starts "hatta": the namkeen whose name holds it.
    expect(await names('hatta')).toContain('Khatta Meetha Namkeen');
  });

  it('needs every word, and forgives a near miss in the name', async () => {
    expect(await names('tomato chocolate')).toEqual([]);
    expect((await names('tomatos'))[0]).toBe('Tomato - Hybrid');
  });

  it('combines with the category filter and pages', async () => {
    const inDairy = await search('milk', '&category=dairy');
    expect(inDairy.items.every((p) => p.category === 'Dairy')).toBe(true);
    expect(inDairy.total).toBeLessThan((await search('milk')).total);
    const page2 = (await t.app.inject('/api/products?search=milk&pageSize=2&page=2')).json<ProductList>();
    expect(page2.items.map((p) => p.name)).toEqual((await names('milk')).slice(2, 4));
  });

  it('treats query syntax and punctuation as plain text', async () => {
    for (const text of ["milk & | ! ( ) :* '", "'; DROP TABLE products; --", '%', '_', '\\']) {
      const res = await t.app.inject(`/api/products?search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await search('%')).total).toBe(0);
    expect((await search('milk!!')).items[0]?.name).toMatch(/milk/i);
    expect(searchTerms("kid's  MILK")).toEqual({
      text: "kid's milk",
      anyFieldQuery: 'kid:* & milk:*',
      nameQuery: 'kid:*A & milk:*A',
      ownWordsQuery: 'kid:*AC & milk:*AC',
      lastWords: ['milk'],
    });
    // A meaning from the admin's list is an alternative to the word, never syntax of its own.
    expect(
      searchTerms(
        'hari doodh',
        new Map([
          ['hari', 'green chilli'],
          ['doodh', 'milk'],
        ]),
      ),
    ).toEqual({
      text: 'hari doodh',
      anyFieldQuery: '(hari:* | (green:* & chilli:*)) & (doodh:* | milk:*)',
      nameQuery: '(hari:*A | (green:*A & chilli:*A)) & (doodh:*A | milk:*A)',
      ownWordsQuery: '(hari:*AC | (green:*AC & chilli:*AC)) & (doodh:*AC | milk:*AC)',
      lastWords: ['doodh', 'milk'],
    });
  });

  it('an over-long search is refused with a message', async () => {
    const res = await t.app.inject(`/api/products?search=${'a'.repeat(81)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The search must be at most 80 characters.');
  });
});

describe('the search document stays current', () => {
  /** A search kept from before the change follows it within the second (as on every instance). */
  const soon = (text: string, holds: (list: ProductList) => boolean) =>
    within(1_000, `search "${text}" following the change`, async () => holds(await search(text)));
  const named = (list: ProductList) => list.items.map((p) => p.name);

  it('follows a renamed product and a renamed category', async () => {
    const db = t.database.db;
    const [onion] = (await search('onion')).items;
    await db.query(`UPDATE products SET name = 'Pyaaz Red', description = 'From Lasalgaon.' WHERE id = $1`, [
      onion!._id,
    ]);
    t.app.catalogue.changed('assortment'); // (the database's own notification is tested in catalogue.test)
    expect(await names('pyaaz')).toEqual(['Pyaaz Red']);
    await soon('onion', (list) => !named(list).includes('Pyaaz Red'));

    await db.query(`UPDATE categories SET name = 'Sabzi Mandi' WHERE slug = 'fruits-vegetables'`);
    t.app.catalogue.changed('assortment');
    const sabzi = await search('mandi');
    expect(sabzi.items.map((p) => p.name)).toContain('Pyaaz Red');
    expect(sabzi.items.every((p) => p.category === 'Sabzi Mandi')).toBe(true);
    await soon('vegetables', (list) => list.items.every((p) => p.category !== 'Sabzi Mandi'));
  });
});
