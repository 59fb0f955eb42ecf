import { Type } from '@sinclair/typebox';

/** `GET {host}/` — the browser keeps both in session storage. */
export const SessionInit = Type.Object({
  sessionId: Type.String(),
  /** Epoch milliseconds after which the browser asks for a new session. */
  sessionExpiryTime: Type.Integer(),
});
