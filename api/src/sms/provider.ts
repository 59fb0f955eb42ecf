/** A one-time code on its way to a phone. `phoneNumber` is the 10-digit Indian number. */
export interface OtpMessage {
  phoneNumber: string;
  code: string;
  /** Minutes the code stays valid, for the text the customer reads. */
  validMinutes: number;
}

export type SmsProviderName = 'console' | 'http' | 'msg91' | 'fast2sms';

/** What a provider answered when it took the message: its own id for it, when it gives one. */
export interface SmsReceipt {
  providerRef: string | null;
}

/** Sends sign-in codes. Throws `SmsSendError` when the message could not be handed over. */
export interface SmsProvider {
  readonly name: SmsProviderName;
  sendOtp(message: OtpMessage): Promise<SmsReceipt>;
}

/** The provider did not take the message; `message` is its reason, and never contains the code. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/**
 * The text of the SMS outside DLT (development, a gateway with no template). Names the store and warns
 * against sharing the code.
 */
export function otpText({ code, validMinutes }: OtpMessage): string {
  return `${code} is your Kirana Now sign-in code. It expires in ${validMinutes} minutes. Never share it with anyone, not even us.`;
}

/** Composes the text a provider sends in full: the DLT template filled in, or `otpText`. */
export type OtpTextComposer = (message: OtpMessage) => string;

export function e164India(phoneNumber: string): string {
  return `+91${phoneNumber}`;
}

/** `91XXXXXXXXXX`: the country code and the number, no plus (MSG91's `mobiles`). */
export function msisdnIndia(phoneNumber: string): string {
  return `91${phoneNumber}`;
}

/** A provider's answer can echo what it was sent; the code is masked before it is logged or stored. */
export function withoutCode(text: string, code: string): string {
  return code ? text.split(code).join('******') : text;
}
