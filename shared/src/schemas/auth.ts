import { Type } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../domain/limits';
import { MESSAGES, OTP_PATTERN, PHONE_PATTERN } from '../domain/validation';

export const PhoneNumber = Type.String({ pattern: PHONE_PATTERN.source, errorMessage: MESSAGES.invalidPhone });

/**
 * The browser session from `GET {host}/` that asked for the code. Optional in the schema so a
 * browser without one gets the API's "session expired" answer (401) and starts a new session.
 */
const BrowserSessionId = Type.Optional(Type.String({ maxLength: 300 }));

/** `POST /api/otp/send` */
export const OtpSendBody = Type.Object(
  { phoneNumber: PhoneNumber, sessionId: BrowserSessionId },
  { additionalProperties: false },
);

/**
 * `POST /api/otp/verify`: the spec's payload is phone and code. The storefront also sends the
 * browser session that asked for the code; a session that is sent must be that one, and tries
 * from it are the only ones that can burn the code.
 */
export const OtpVerifyBody = Type.Object(
  {
    phoneNumber: PhoneNumber,
    otpToken: Type.String({ pattern: OTP_PATTERN.source, errorMessage: MESSAGES.invalidOtp }),
    sessionId: BrowserSessionId,
  },
  { additionalProperties: false },
);

/** `POST /api/otp` (register): the signed-in customer tells us what to call them. */
export const RegisterBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: NAME_MAX_LENGTH,
      pattern: '\\S',
      errorMessage: `Please enter your name (up to ${NAME_MAX_LENGTH} characters)`,
    }),
  },
  { additionalProperties: false },
);

/** The dev-only outbox: the latest code the console SMS provider "sent" to a phone. */
export const OtpOutboxEntry = Type.Object({ phoneNumber: Type.String(), code: Type.String(), sentAt: Type.String() });
