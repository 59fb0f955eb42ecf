import { hasAddress, sameAddress, simpleLocationError, validateAddress } from './address';
import { MESSAGES } from './validation';

const society = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const locality = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('addresses (R29)', () => {
  it('are unique by society, wing and flat', () => {
    const a = { society, wing: 'A', flatNumber: '101' };
    expect(sameAddress(a, { ...a })).toBe(true);
    expect(sameAddress(a, { ...a, wing: 'B' })).toBe(false);
    expect(hasAddress([a], { ...a, flatNumber: '102' })).toBe(false);
    expect(hasAddress([a], { society, wing: 'A', flatNumber: '101' })).toBe(true);
  });

  it('the form reports each broken field with the spec message', () => {
    expect(validateAddress({ locality, society: '', wing: '', flatNumber: '01' })).toEqual({
      society: MESSAGES.societyRequired,
      wing: MESSAGES.wing,
      flatNumber: MESSAGES.flat,
    });
    expect(validateAddress({ locality, society, wing: 'C', flatNumber: '1203' })).toEqual({});
  });

  it('the simple location modal needs all three filled in', () => {
    expect(simpleLocationError({ society: 'Palm Grove', wing: 'A', flatNumber: '' })).toBe(
      'Please enter a valid address.',
    );
    expect(simpleLocationError({ society: 'Palm Grove', wing: ' ', flatNumber: '101' })).toBe(
      'Please enter a valid address.',
    );
    expect(simpleLocationError({ society: 'Palm Grove', wing: 'A', flatNumber: '101' })).toBeNull();
  });
});
