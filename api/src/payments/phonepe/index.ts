import type { PaymentGateway } from '../gateway';
import type { HttpTransport } from '../transport';
import type { PhonePeConfig } from './config';
import { PhonePeV1Client } from './v1Client';
import { PhonePeV2Client } from './v2Client';

/** PhonePe as the store's payment gateway: v2 (Standard Checkout) or v1 (salt key), from its settings. */
export function phonePeGateway(config: PhonePeConfig, http: HttpTransport): PaymentGateway {
  return config.version === 'v2' ? new PhonePeV2Client(config, http) : new PhonePeV1Client(config, http);
}

export { CALLBACK_PATH, WEBHOOK_PATH } from './paths';
