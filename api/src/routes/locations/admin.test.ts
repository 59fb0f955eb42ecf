import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inEnglish, type Locality, readSentence, type Say, type Society } from '@kirana/shared/domain';
import { newObjectId } from '../../db/ids';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { signInAs, type SignedIn } from '../../../test/signIn';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' });
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  customer = await signInAs(t.database.db, '9876530001');
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? who.headers : {});
/** A sentence in Hindi, as a front end reads the API's sentence with shared's API catalogue. */
const hindi = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../shared/src/i18n/api/hi.json'), 'utf8'),
) as Record<string, string>;
const inHindi: Say = (english, values) => inEnglish(hindi[english] ?? english, values);

async function createLocality(areaName: string): Promise<Locality> {
  const res = await t.app.inject({ method: 'POST', url: '/api/localities', headers: as(admin), payload: { areaName } });
  expect(res.statusCode).toBe(201);
  return res.json<Locality>();
}
async function createSociety(societyName: string, locality: string): Promise<Society> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/society',
    headers: as(admin),
    payload: { societyName, locality },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Society>();
}

describe('localities and societies', () => {
  it('adds, renames and lists them; names are unique', async () => {
    const aundh = await createLocality('  Aundh ');
    expect(aundh.areaName).toBe('Aundh');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/localities',
      headers: as(admin),
      payload: { areaName: 'aundh' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A locality named "aundh" already exists.');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/localities/${aundh._id}`,
      headers: as(admin),
      payload: { areaName: 'Aundh Gaon' },
    });
    expect(renamed.json()).toEqual({ _id: aundh._id, areaName: 'Aundh Gaon' });

    const society = await createSociety('Green Acres', aundh._id);
    expect(society).toMatchObject({ societyName: 'Green Acres', locality: aundh._id, areaName: 'Aundh Gaon' });
    const listed = (await t.app.inject(`/api/society/locality/${aundh._id}`)).json<Society[]>();
    expect(listed.map((s) => s.societyName)).toEqual(['Green Acres']);
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/society',
      headers: as(admin),
      payload: { societyName: 'GREEN ACRES', locality: aundh._id },
    });
    expect(sameName.statusCode).toBe(409);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/society/${society._id}`,
      headers: as(admin),
      payload: { societyName: 'Green Acres Phase 2' },
    });
    expect(update.json<Society>().societyName).toBe('Green Acres Phase 2');
  });

  it('refuses bad input with a message', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/localities',
      headers: as(admin),
      payload: { areaName: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    // A sentence a person reads, never the field's code (R78); `field` says which input it is about.
    expect(blank.json()).toMatchObject({
      field: 'areaName',
      message: 'The locality’s name must be 2 to 80 characters.',
    });
    expect(readSentence(blank.json().sentence, inHindi)).toBe('इलाके का नाम 2 से 80 अक्षरों का होना चाहिए।');
    const noLocality = await t.app.inject({
      method: 'POST',
      url: '/api/society',
      headers: as(admin),
      payload: { societyName: 'Lake View', locality: newObjectId() },
    });
    expect(noLocality.statusCode).toBe(404);
    expect(noLocality.json().message).toBe('Locality not found');
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/society/${newObjectId()}`,
      headers: as(admin),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses to delete a society that saved addresses use, and a locality that has societies', async () => {
    const baner = await createLocality('Baner Road');
    const society = await createSociety('Silver Oak', baner._id);
    await t.database.db.query(
      'INSERT INTO user_addresses (id, user_id, society_id, wing, flat_number, position) VALUES ($1, $2, $3, $4, $5, 0)',
      [newObjectId(), customer.userId, society._id, 'B', '402'],
    );
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/society',
      headers: as(admin),
      payload: { _id: society._id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 saved address uses this society, so it cannot be deleted. Rename it instead.',
    );
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/society/${society._id}`,
      headers: as(admin),
      payload: { locality: (await createLocality('Pashan'))._id },
    });
    expect(move.statusCode).toBe(409);
    const localityRefused = await t.app.inject({
      method: 'DELETE',
      url: `/api/localities/${baner._id}`,
      headers: as(admin),
    });
    expect(localityRefused.statusCode).toBe(409);
    expect((await t.app.inject(`/api/society/${society._id}`)).statusCode).toBe(200);
  });

  it('deletes what nothing uses', async () => {
    const wagholi = await createLocality('Wagholi');
    const society = await createSociety('River Bend', wagholi._id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/society',
      headers: as(admin),
      payload: { _id: society._id },
    });
    expect(res.json()).toEqual({ message: 'Society deleted' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/society', headers: as(admin), payload: { _id: society._id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/localities/${wagholi._id}`, headers: as(admin) })).json(),
    ).toEqual({ message: 'Locality deleted' });
  });
});
