/**
 * Every cross-remote event, in one table. Names are `<emitter>:<noun>-<past-verb>`;
 * payloads carry ids and primitives only. A breaking change gets a new name.
 */
export interface BusEvents {
  /** Someone needs a signed-in user; the shell opens the login modal. */
  'auth:login-required': { reason?: string };
  /** The shell finished signing a user in. */
  'auth:signed-in': { userId: string; isAdmin: boolean };
  /** Someone (the header's Profile menu, the account page) asks the shell to log the user out. */
  'auth:logout-requested': Record<string, never>;
  /** The shell signed the user out (logout, or the server said the session is gone). */
  'auth:signed-out': Record<string, never>;
  /** The cart wants an address before paying; the shell opens the account remote's address form. */
  'cart:address-required': Record<string, never>;
  /** The header or the mobile 'View Cart' bar asks for the cart drawer. */
  'shell:cart-requested': Record<string, never>;
  /** The catalogue asks the shell to open the cart drawer. */
  'catalog:cart-requested': Record<string, never>;
  /** Someone asks for the "Your Location" modal (the header's location button). */
  'shell:location-requested': Record<string, never>;
  /** The account remote saved an address (society id, wing, flat). */
  'account:address-saved': { society: string; wing: string; flatNumber: string };
  /** An address form or location modal closed without saving. */
  'account:address-dismissed': Record<string, never>;
}

export type BusEventName = keyof BusEvents;
