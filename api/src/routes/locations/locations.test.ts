import type { Locality, Society } from '@kirana/shared/domain';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('localities and societies', () => {
  it('lists at least 2 localities and 6 societies from the seed', async () => {
    const localities = (await t.app.inject('/api/localities')).json<Locality[]>();
    expect(localities.length).toBeGreaterThanOrEqual(2);
    expect(localities[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), areaName: expect.any(String) });
    const societies = (await t.app.inject('/api/society')).json<Society[]>();
    expect(societies.length).toBeGreaterThanOrEqual(6);
  });

  it('lists the societies of one locality', async () => {
    const [locality] = (await t.app.inject('/api/localities')).json<Locality[]>();
    const res = await t.app.inject(`/api/society/locality/${locality!._id}`);
    expect(res.statusCode).toBe(200);
    const societies = res.json<Society[]>();
    expect(societies.length).toBeGreaterThan(0);
    expect(societies.every((s) => s.locality === locality!._id && s.areaName === locality!.areaName)).toBe(true);
  });

  it('finds one society by id', async () => {
    const [society] = (await t.app.inject('/api/society')).json<Society[]>();
    const res = await t.app.inject(`/api/society/${society!._id}`);
    expect(res.json()).toEqual(society);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await t.app.inject('/api/society/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await t.app.inject('/api/society/locality/0123456789abcdef01234567')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/society/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The web address must be a 24-character id.');
  });
});
