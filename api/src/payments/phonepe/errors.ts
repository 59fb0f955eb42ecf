/** PhonePe refused a call, did not answer it, or answered about something else. */
export class PhonePeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhonePeError';
  }
}
