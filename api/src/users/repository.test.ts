import { buildTestApp, type TestApp } from '../../test/testApp';
import { signInAs } from '../../test/signIn';
import { newObjectId } from '../db/ids';
import { findUser, listUserAddresses } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('users repository', () => {
  it('returns the user with their addresses in saved order, names included', async () => {
    const { userId } = await signInAs(t.database.db, '9876511111', { name: 'Asha' });
    const societies = await t.database.db.query<{ id: string; society_name: string; locality_id: string }>(
      'SELECT id, society_name, locality_id FROM societies ORDER BY society_name LIMIT 2',
    );
    for (const [position, society] of societies.entries()) {
      await t.database.db.query(
        'INSERT INTO user_addresses (id, user_id, society_id, wing, flat_number, position) VALUES ($1, $2, $3, $4, $5, $6)',
        [newObjectId(), userId, society.id, 'A', `${101 + position}`, 1 - position],
      );
    }
    const user = await findUser(t.database.db, userId);
    expect(user).toMatchObject({ _id: userId, name: 'Asha', phoneNumber: '9876511111', isAdmin: false });
    expect(user!.userAddresses.map((a) => a.flatNumber)).toEqual(['102', '101']);
    expect(user!.userAddresses[0]).toMatchObject({
      society: societies[1]!.id,
      societyName: societies[1]!.society_name,
      locality: societies[1]!.locality_id,
    });
    expect(await listUserAddresses(t.database.db, newObjectId())).toEqual([]);
    expect(await findUser(t.database.db, newObjectId())).toBeNull();
  });
});
