import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from '../payments/gateway';
import { phonePeGateway, WEBHOOK_PATH } from '../payments/phonepe';
import { SIMULATOR_PREFIX } from '../payments/phonepe/config';
import phonePeSimulatorV1 from '../payments/phonepe/v1Simulator';
import phonePeSimulatorV2 from '../payments/phonepe/v2Simulator';
import type { HttpTransport } from '../payments/transport';

export interface PaymentsPluginOptions {
  /** Outbound HTTP to the payment provider (and its simulator's notices back to the API). */
  http: HttpTransport;
}

/**
 * The store's online payment provider as `app.payments` (`PaymentGateway`): the one place that
 * chooses it. Today PhonePe, v1 or v2 from its settings.
 */
const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { http }) => {
  app.decorate<PaymentGateway>('payments', phonePeGateway(app.config.phonePe, http));
};

export default fp(payments, { name: 'payments' });

/**
 * The provider's simulator, when its settings ask for one: PhonePe's, of the configured version,
 * answering under SIMULATOR_PREFIX (registered in development and test with PHONEPE_SIMULATOR, after
 * the routes, so it answers as they do).
 */
export const paymentSimulator: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { http }) => {
  const { phonePe, publicUrl } = app.config;
  if (!phonePe.simulator) return;
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
