/**
 * Every setting a production start requires, with test values. Tests that check production
 * behaviour start from this, so a newly required setting is added here once.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SEED: 'false',
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'x'.repeat(40),
  PUBLIC_API_URL: 'https://api.example.com',
  STOREFRONT_URL: 'https://shop.example.com',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/v1/messages',
  SMS_HTTP_API_KEY: 'k',
  SMS_SENDER: 'KRNNOW',
  PHONEPE_CLIENT_ID: 'CLIENT1',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'kirana',
  PHONEPE_WEBHOOK_PASSWORD: 'hook-password',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/pg',
  PHONEPE_AUTH_URL: 'https://api.phonepe.com/apis/identity-manager',
} as const;
