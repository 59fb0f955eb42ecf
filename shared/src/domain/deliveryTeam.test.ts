import { HANDOFF_CODE_PATTERN, roleOf } from './deliveryTeam';

describe('roleOf', () => {
  it('an admin is an admin whatever else; a rider only while on the team; anyone else a customer', () => {
    expect(roleOf({ isAdmin: true, isRider: true })).toBe('admin');
    expect(roleOf({ isAdmin: true, isRider: false })).toBe('admin');
    expect(roleOf({ isAdmin: false, isRider: true })).toBe('rider');
    expect(roleOf({ isAdmin: false, isRider: false })).toBe('customer');
  });
});

describe('the handoff code', () => {
  it('is exactly four digits, leading zeros kept', () => {
    expect(['0000', '0042', '9999'].every((code) => HANDOFF_CODE_PATTERN.test(code))).toBe(true);
    expect(['123', '12345', '12a4', ' 1234'].some((code) => HANDOFF_CODE_PATTERN.test(code))).toBe(false);
  });
});
