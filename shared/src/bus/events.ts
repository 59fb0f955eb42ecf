/**
 * Every cross-remote event, in one table. Names are `<emitter>:<noun>-<past-verb>`, where the
 * emitter is the front end that sends it (`shell`, `catalog`, `cart`, `account`, `admin`), except
 * `auth:`, the session's events: the shell alone says a user signed in or out, and any front end
 * may ask for sign-in or sign-out (`-required`, `-requested`). Every event is both sent and heard
 * outside tests; payloads carry ids and primitives only. A breaking change gets a new name.
 * tools/boundaries.test.ts checks all of this against the code.
 */
/**
 * Why sign-in was asked for, so the login dialog can say so in a sentence (the shell's words): to
 * check out from the cart (and come back to it), to save an address, to keep a delivery location.
 */
export type LoginReason = 'cart' | 'address' | 'location';

export interface BusEvents {
  /** Someone needs a signed-in user; the shell opens the login modal. */
  'auth:login-required': { reason?: LoginReason };
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
  /** The header's location button asks for the "Your Location" modal. */
  'shell:location-requested': Record<string, never>;
  /** The cart's "Delivering to" asks for the "Your Location" modal (back to the cart after). */
  'cart:location-requested': Record<string, never>;
}

export type BusEventName = keyof BusEvents;
