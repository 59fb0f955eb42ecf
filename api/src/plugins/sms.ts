import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsProviderSettings } from '../sms/config';
import { consoleSmsProvider, DevOutbox } from '../sms/consoleProvider';
import { fillDltTemplate, webOtpOffNotice, type DltSettings } from '../sms/dlt';
import { SmsDispatcher } from '../sms/dispatcher';
import { fast2smsProvider } from '../sms/fast2smsProvider';
import { SmsHealth } from '../sms/health';
import { httpSmsProvider } from '../sms/httpProvider';
import { msg91Provider } from '../sms/msg91Provider';
import { otpText, type OtpTextComposer, type SmsProvider } from '../sms/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** How sign-in codes reach phones: `SMS_PROVIDER`, then `SMS_FALLBACK_PROVIDER` once if it fails. */
    sms: SmsDispatcher;
    /** Each provider's recent failures, for `/health`. */
    smsHealth: SmsHealth;
    /** The console provider's outbox; null with a real gateway, and always null in production. */
    devOutbox: DevOutbox | null;
  }
}

const sms: FastifyPluginAsync = async (app) => {
  const { sms: settings, nodeEnv } = app.config;
  const { dlt } = settings;
  const compose: OtpTextComposer = dlt ? (message) => fillDltTemplate(dlt, message) : otpText;
  // A template without the WebOTP line is allowed (some operators refuse a variable as the last word).
  if (dlt && !dlt.webOtp) app.log.info(webOtpOffNotice(new URL(app.config.storefrontUrl).hostname));
  let outbox: DevOutbox | null = null;
  const providers = settings.providers.map((provider): SmsProvider => {
    if (provider.provider !== 'console') return realProvider(provider, settings.dlt, compose);
    // config.ts refuses console in production; this guards a hand-built config too.
    if (nodeEnv === 'production') throw new Error('The console SMS provider cannot run in production');
    outbox = new DevOutbox();
    return consoleSmsProvider(app.log, outbox, compose);
  });
  const health = new SmsHealth(providers.map((provider) => provider.name));
  app.decorate('sms', new SmsDispatcher(providers, health));
  app.decorate('smsHealth', health);
  app.decorate('devOutbox', outbox);
};

function realProvider(
  settings: Exclude<SmsProviderSettings, { provider: 'console' }>,
  dlt: DltSettings | null,
  compose: OtpTextComposer,
): SmsProvider {
  switch (settings.provider) {
    case 'http':
      return httpSmsProvider(settings, compose);
    case 'msg91':
      return msg91Provider(settings);
    case 'fast2sms':
      // config.ts requires the DLT settings with Fast2SMS.
      if (!dlt) throw new Error('Fast2SMS needs the DLT settings (SMS_DLT_*)');
      return fast2smsProvider(settings, dlt, compose);
  }
}

export default fp(sms, { name: 'sms' });
