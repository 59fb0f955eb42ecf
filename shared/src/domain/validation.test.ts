import {
  nameProblem,
  isValidFlat,
  isValidOtp,
  isValidPhone,
  isValidWing,
  MESSAGES,
  parsePastedOtp,
  sanitizeFlat,
  sanitizeOtpDigit,
  sanitizePhoneInput,
  sanitizeWing,
} from './validation';

describe('phone (R23)', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432100', '98765 4321', '', 'abcdefghij', '0987654321'])(
    'refuses %p',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
  it('keeps typed input to 10 digits', () => {
    expect(sanitizePhoneInput('98-765 43210 99')).toBe('9876543210');
  });
  it('has the spec message', () => {
    expect(MESSAGES.invalidPhone).toBe('Please enter a valid phone number!');
  });
});

describe('OTP (R24)', () => {
  it('one numeric digit per box', () => {
    expect(sanitizeOtpDigit('a')).toBe('');
    expect(sanitizeOtpDigit('7')).toBe('7');
    expect(sanitizeOtpDigit('47')).toBe('7');
  });
  it('six digits make a code', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
  });
  it('a pasted 6-digit code fills all boxes; anything else fills none', () => {
    expect(parsePastedOtp(' 123 456 ')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(parsePastedOtp('12345')).toBeNull();
    expect(parsePastedOtp('1234567')).toBeNull();
  });
});

describe('wing (R29)', () => {
  it('uppercases, strips other characters and cuts to 1', () => {
    expect(sanitizeWing('b')).toBe('B');
    expect(sanitizeWing('-c2')).toBe('C');
    expect(sanitizeWing('#')).toBe('');
  });
  it('is one capital letter or digit', () => {
    expect(isValidWing('A')).toBe(true);
    expect(isValidWing('7')).toBe(true);
    expect(isValidWing('a')).toBe(false);
    expect(isValidWing('AB')).toBe(false);
    expect(isValidWing('')).toBe(false);
    expect(MESSAGES.wing).toBe('Wing must be 1 capital letter or digit');
  });
});

describe('flat (R29)', () => {
  it('keeps digits only, at most 4', () => {
    expect(sanitizeFlat('a1b2c3d4e5')).toBe('1234');
  });
  it('must be 3–4 digits not starting with 0', () => {
    expect(isValidFlat('101')).toBe(true);
    expect(isValidFlat('1204')).toBe(true);
    expect(isValidFlat('12')).toBe(false);
    expect(isValidFlat('012')).toBe(false);
    expect(isValidFlat('12345')).toBe(false);
    expect(MESSAGES.flat).toBe('Flat must be 3–4 digits, not starting with 0');
  });
});

describe('customer name', () => {
  it('must hold something besides spaces, at most 60 characters once trimmed', () => {
    expect(nameProblem('Asha Patil')).toBeNull();
    expect(nameProblem('  Asha  ')).toBeNull();
    expect(nameProblem('   ')).toBe('Please enter your name');
    expect(nameProblem('')).toBe('Please enter your name');
    expect(nameProblem('a'.repeat(60))).toBeNull();
    expect(nameProblem(` ${'a'.repeat(60)} `)).toBeNull();
    expect(nameProblem('a'.repeat(61))).toBe('Your name can be at most 60 characters');
  });
});
