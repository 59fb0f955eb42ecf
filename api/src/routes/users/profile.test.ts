import type { Locality, ProfileUpdateResponse, Society } from '@kirana/shared/domain';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: SignedIn;
let societies: Society[];
let localities: Locality[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await signInAs(t.database.db, '9876500001', { name: 'Asha' });
  societies = (await t.app.inject('/api/society')).json<Society[]>();
  localities = (await t.app.inject('/api/localities')).json<Locality[]>();
});
afterAll(() => t.close());

const put = (payload: unknown, headers: Record<string, string> = asha.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: payload as object });
const addressIn = (society: Society, wing = 'A', flatNumber = '101') => ({
  society: society._id,
  wing,
  flatNumber,
  locality: society.locality,
});

describe('PUT /api/users/profile', () => {
  it('replaces the whole address list, in the order given, and answers it with readable names', async () => {
    const [first, second] = societies;
    const res = await put({ address: [addressIn(second!, 'B', '304'), addressIn(first!, 'A', '101')] });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileUpdateResponse>();
    expect(body.name).toBe('Asha');
    expect(body.address).toEqual([
      { ...addressIn(second!, 'B', '304'), societyName: second!.societyName, areaName: second!.areaName },
      { ...addressIn(first!, 'A', '101'), societyName: first!.societyName, areaName: first!.areaName },
    ]);
    const replaced = (await put({ address: [addressIn(first!, 'C', '1203')] })).json<ProfileUpdateResponse>();
    expect(replaced.address.map((a) => `${a.wing}-${a.flatNumber}`)).toEqual(['C-1203']);
  });

  it('updates the name alone and keeps the addresses', async () => {
    await put({ address: [addressIn(societies[0]!)] });
    const res = await put({ name: '  Asha Rao ' });
    expect(res.json()).toMatchObject({
      name: 'Asha Rao',
      address: [expect.objectContaining({ wing: 'A', flatNumber: '101' })],
    });
  });

  it('refuses a society that does not exist or is not in the given locality, changing nothing', async () => {
    await put({ address: [addressIn(societies[0]!)] });
    const unknown = await put({ address: [{ ...addressIn(societies[0]!), society: '0123456789abcdef01234567' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not on our delivery list/);
    const otherLocality = localities.find((l) => l._id !== societies[0]!.locality)!;
    const mismatched = await put({
      address: [addressIn(societies[1]!, 'B'), { ...addressIn(societies[0]!), locality: otherLocality._id }],
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe('That society is not in the chosen locality.');
    const stored = (await put({ name: 'Asha' })).json<ProfileUpdateResponse>();
    expect(stored.address).toHaveLength(1);
  });

  it('refuses a wing and a flat that break R29, with the form’s messages', async () => {
    const badWing = await put({ address: [addressIn(societies[0]!, 'ab')] });
    expect(badWing.statusCode).toBe(400);
    expect(badWing.json().message).toBe('Wing must be 1 capital letter or digit');
    const badFlat = await put({ address: [addressIn(societies[0]!, 'A', '012')] });
    expect(badFlat.json().message).toBe('Flat must be 3–4 digits, not starting with 0');
  });

  it('refuses the same society, wing and flat twice', async () => {
    const res = await put({ address: [addressIn(societies[0]!), addressIn(societies[0]!)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This address is already in your list.');
  });

  it('keeps at most 10 addresses', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => addressIn(societies[0]!, 'A', String(101 + i)));
    const res = await put({ address: eleven });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can keep at most 10 addresses.');
    expect((await put({ address: eleven.slice(0, 10) })).statusCode).toBe(200);
  });

  it('accepts an empty list (every address removed) but not an empty request', async () => {
    expect((await put({ address: [] })).json().address).toEqual([]);
    expect((await put({})).statusCode).toBe(400);
  });

  it('needs a signed-in user and changes only that user', async () => {
    expect((await put({ address: [] }, {})).statusCode).toBe(401);
    const ravi = await signInAs(t.database.db, '9876500002', { name: 'Ravi' });
    await put({ address: [addressIn(societies[0]!)] });
    await put({ address: [addressIn(societies[1]!, 'Z', '999')] }, ravi.headers);
    const mine = (await put({ name: 'Asha' })).json<ProfileUpdateResponse>();
    expect(mine.address.map((a) => a.wing)).toEqual(['A']);
  });
});
