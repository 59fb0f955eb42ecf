import type { ProductList, SearchSynonym } from '@kirana/shared/domain';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { within } from '../../../test/within';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000000', { isAdmin: true });
});
afterAll(() => t.close());

const names = async (text: string) =>
  (await t.app.inject(`/api/products?search=${encodeURIComponent(text)}&pageSize=100`))
    .json<ProductList>()
    .items.map((p) => p.name);
const put = (word: string, means: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/search-synonyms/${encodeURIComponent(word)}`,
    headers: admin.headers,
    payload: { means },
  });

describe('search in everyday words', () => {
  it.each([
    ['doodh', 'Toned Milk'],
    ['दूध', 'Toned Milk'],
    ['Dahi', 'Fresh Dahi (Curd)'],
    ['aloo', 'Potato'],
    ['pyaaz', 'Onion'],
    ['kanda', 'Onion'],
    ['chawal', 'Basmati Rice'],
    ['namak', 'Iodised Salt'],
  ])('%s finds %s', async (word, product) => {
    expect(await names(word)).toContain(product);
  });

  it('ranks what the word means as if it had been typed, and keeps the word itself too', async () => {
    expect((await names('doodh')).slice(0, 2)).toEqual((await names('milk')).slice(0, 2));
    expect(await names('sabzi')).toEqual(expect.arrayContaining(['Onion', 'Potato', 'Tomato - Hybrid']));
    // 'aloo' is also in a name of its own.
    expect(await names('aloo')).toEqual(expect.arrayContaining(['Potato', 'Aloo Bhujia']));
    expect(await names('toned doodh')).toEqual(['Toned Milk']);
  });

  /** A search kept from before the change follows it within the second (as on every instance). */
  const soonFinds = (word: string, holds: (found: string[]) => boolean) =>
    within(1_000, `search "${word}" following the change`, async () => holds(await names(word)));

  it('the admin adds, changes and removes a word, and search follows within the second', async () => {
    expect(await names('makkhan')).toEqual([]);
    const added = await put('  Makkhan ', 'Butter');
    expect(added.statusCode).toBe(200);
    expect(added.json<SearchSynonym>()).toEqual({ word: 'makkhan', means: 'butter', updatedAt: expect.any(String) });
    await soonFinds('makkhan', (found) => found.includes('Salted Butter'));

    expect((await put('makkhan', 'cheese')).statusCode).toBe(200);
    await soonFinds('makkhan', (found) => JSON.stringify(found) === JSON.stringify(['Cheese Slices']));

    const list = await t.app.inject({ url: '/api/search-synonyms', headers: admin.headers });
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json<SearchSynonym[]>()).toContainEqual(expect.objectContaining({ word: 'makkhan', means: 'cheese' }));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/search-synonyms/makkhan',
      headers: admin.headers,
    });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, '“makkhan” deleted']);
    await soonFinds('makkhan', (found) => found.length === 0);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/search-synonyms/makkhan', headers: admin.headers });
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'That word is not in the list. It may have been deleted already.',
    ]);
  });

  it.each([
    ['hari mirch', 'green chilli', 'The word must be one word of letters or digits, without spaces or punctuation.'],
    ['doodh', 'milk | curd', 'The meaning must be 1 to 3 words of letters or digits, like green chilli.'],
    ['doodh', '', 'Say what it means, like milk.'],
    ['milk', 'MILK', 'A word cannot mean itself.'],
  ])('refuses %j meaning %j with a message', async (word, means, message) => {
    const res = await put(word, means);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('refuses a meaning that is not text', async () => {
    expect((await put('doodh', 3)).statusCode).toBe(400);
  });

  it('is for the store admin only', async () => {
    const customer = await signInAs(t.database.db, '9811111111');
    expect((await t.app.inject({ url: '/api/search-synonyms', headers: customer.headers })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/search-synonyms/doodh', payload: { means: 'water' } }))
        .statusCode,
    ).toBe(401);
    expect(await names('doodh')).toContain('Toned Milk');
  });
});
