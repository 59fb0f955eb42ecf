import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SIMULATOR_PREFIX } from '../payments/phonepe/config';
import { phonePeClient, WEBHOOK_PATH, type PhonePe } from '../payments/phonepe';
import type { HttpTransport } from '../payments/phonepe/transport';
import phonePeSimulatorV1 from '../payments/phonepe/v1Simulator';
import phonePeSimulatorV2 from '../payments/phonepe/v2Simulator';

export interface PaymentsPluginOptions {
  /** Outbound HTTP to PhonePe (and the simulator's callbacks). */
  http: HttpTransport;
}

/** PhonePe as `app.phonePe`: v1 or v2, from the config. */
const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { http }) => {
  app.decorate<PhonePe>('phonePe', phonePeClient(app.config.phonePe, http));
};

export default fp(payments, { name: 'payments' });

/**
 * PhonePe's simulator of the configured version, answering under SIMULATOR_PREFIX (registered in
 * development and test with PHONEPE_SIMULATOR, after the routes, so it answers as they do).
 */
export const phonePeSimulator: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { http }) => {
  const { phonePe, publicUrl } = app.config;
  if (phonePe.version === 'v2') {
    await app.register(phonePeSimulatorV2, {
      prefix: SIMULATOR_PREFIX,
      phonePe,
      publicUrl,
      webhookUrl: publicUrl + WEBHOOK_PATH,
      http,
    });
  } else {
    await app.register(phonePeSimulatorV1, { prefix: SIMULATOR_PREFIX, phonePe, publicUrl, http });
  }
};
