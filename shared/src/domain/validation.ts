import { FLAT_MAX_LENGTH, NAME_MAX_LENGTH, OTP_LENGTH, PHONE_LENGTH, WING_MAX_LENGTH } from './limits';

/** The exact messages for a phone (R23), a code (R24) and an address (R29). */
export const MESSAGES = {
  invalidPhone: 'Please enter a valid phone number!',
  invalidOtp: 'Invalid OTP',
  wing: 'Wing must be 1 capital letter or digit',
  flat: 'Flat must be 3–4 digits, not starting with 0',
  societyRequired: 'Please select a society',
  invalidAddress: 'Please enter a valid address.',
} as const;

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const WING_PATTERN = /^[A-Z0-9]$/;
export const FLAT_PATTERN = /^[1-9]\d{2,3}$/;

/** Typing into the phone box keeps digits only, at most 10. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** One OTP box holds one digit: the last digit typed, or nothing. */
export function sanitizeOtpDigit(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.slice(-1);
}

/** A pasted code fills the boxes only when it is exactly six digits (spaces allowed). */
export function parsePastedOtp(raw: string): string[] | null {
  const digits = raw.replace(/\s/g, '');
  return OTP_PATTERN.test(digits) ? digits.split('') : null;
}

export function isValidOtp(code: string): boolean {
  return code.length === OTP_LENGTH && OTP_PATTERN.test(code);
}

/** Wing input is uppercased, stripped of anything but A–Z and 0–9, and cut to 1 character. */
export function sanitizeWing(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, WING_MAX_LENGTH);
}

export function isValidWing(wing: string): boolean {
  return WING_PATTERN.test(wing);
}

/** Flat input keeps digits only, at most 4. */
export function sanitizeFlat(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, FLAT_MAX_LENGTH);
}

export function isValidFlat(flat: string): boolean {
  return FLAT_PATTERN.test(flat);
}

/**
 * What is wrong with a name a customer typed, or null when the store can keep it: trimmed, it
 * must be 1 to NAME_MAX_LENGTH characters (the same rule `PUT /api/users/profile` applies).
 */
export function nameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return 'Please enter your name';
  if (name.length > NAME_MAX_LENGTH) return `Your name can be at most ${NAME_MAX_LENGTH} characters`;
  return null;
}
