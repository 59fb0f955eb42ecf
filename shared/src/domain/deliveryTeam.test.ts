import { HANDOFF_CODE_PATTERN, openHandoffCode, roleOf } from './deliveryTeam';

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

  it('is shown while the order is open, not once delivered or cancelled, and never made up when none came', () => {
    const open = { isDelivered: false, isCancelled: false, handoffCode: '0042' };
    expect(openHandoffCode(open)).toBe('0042');
    expect(openHandoffCode({ ...open, isDelivered: true })).toBeNull();
    expect(openHandoffCode({ ...open, isCancelled: true })).toBeNull();
    expect(openHandoffCode({ ...open, handoffCode: null })).toBeNull();
    expect(openHandoffCode({ isDelivered: false, isCancelled: false })).toBeNull();
    expect(openHandoffCode({ ...open, handoffCode: '12a4' })).toBeNull();
  });
});
