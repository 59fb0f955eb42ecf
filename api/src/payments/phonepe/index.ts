import type { PhonePeConfig } from './config';
import type { HttpTransport } from './transport';
import { PhonePeV1Client } from './v1Client';
import { PhonePeV2Client } from './v2Client';

/** The configured PhonePe client: v2 (Standard Checkout) or v1 (salt key). */
export type PhonePe = PhonePeV1Client | PhonePeV2Client;

export function phonePeClient(config: PhonePeConfig, http: HttpTransport): PhonePe {
  return config.version === 'v2' ? new PhonePeV2Client(config, http) : new PhonePeV1Client(config, http);
}

/** Where PhonePe posts v2 webhooks (set as the webhook URL in PhonePe's dashboard, on PUBLIC_API_URL). */
export const WEBHOOK_PATH = '/api/payments/phonepe-webhook';

declare module 'fastify' {
  interface FastifyInstance {
    phonePe: PhonePe;
  }
}
