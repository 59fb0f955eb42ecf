/** A one-time code on its way to a phone. `phoneNumber` is the 10-digit Indian number. */
export interface OtpMessage {
  phoneNumber: string;
  code: string;
  /** Minutes the code stays valid, for the text the customer reads. */
  validMinutes: number;
}

/** Sends sign-in codes. Throws `SmsSendError` when the message could not be handed over. */
export interface SmsProvider {
  readonly name: 'console' | 'http';
  sendOtp(message: OtpMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/** The text of the SMS. It names the store and warns against sharing the code. */
export function otpText({ code, validMinutes }: OtpMessage): string {
  return `${code} is your Kirana Now sign-in code. It expires in ${validMinutes} minutes. Never share it with anyone, not even us.`;
}

export function e164India(phoneNumber: string): string {
  return `+91${phoneNumber}`;
}
