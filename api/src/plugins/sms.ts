import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { consoleSmsProvider, DevOutbox } from '../sms/consoleProvider';
import { httpSmsProvider } from '../sms/httpProvider';
import type { SmsProvider } from '../sms/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** How sign-in codes reach phones, chosen by `SMS_PROVIDER`. */
    sms: SmsProvider;
    /** The console provider's outbox; null with a real gateway, and always null in production. */
    devOutbox: DevOutbox | null;
  }
}

const sms: FastifyPluginAsync = async (app) => {
  const { sms: settings, nodeEnv } = app.config;
  if (settings.provider === 'http') {
    app.decorate('sms', httpSmsProvider(settings));
    app.decorate('devOutbox', null);
    return;
  }
  // config.ts refuses console in production; this guards a hand-built config too.
  if (nodeEnv === 'production') throw new Error('The console SMS provider cannot run in production');
  const outbox = new DevOutbox();
  app.decorate('sms', consoleSmsProvider(app.log, outbox));
  app.decorate('devOutbox', outbox);
};

export default fp(sms, { name: 'sms' });
