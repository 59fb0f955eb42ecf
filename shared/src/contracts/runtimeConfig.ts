/**
 * What the shell learns at start from `/config.json` (served beside `remotes.json`), so the API
 * host is a deploy-time setting, never a rebuild.
 */
export interface RuntimeConfig {
  /** The API origin, the spec's {host}, e.g. 'http://localhost:4000'. No trailing slash. */
  apiHost: string;
  /**
   * The payment gateway's address customers are sent to pay (PhonePe's, or the API's simulator):
   * the storefront's Content-Security-Policy allows forms to post there and nowhere else.
   */
  paymentHost?: string;
  /** Shown on the support page and in the footer. */
  storePhone?: string;
  storeWhatsApp?: string;
  storeEmail?: string;
  storeHours?: string;
  /** The store's UPI id and the name on it: unpaid cash orders offer "Pay by UPI" when set. */
  storeUpiId?: string;
  storeUpiName?: string;
}
