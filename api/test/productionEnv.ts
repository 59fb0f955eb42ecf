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
  PHONEPE_MERCHANT_ID: 'M1',
  PHONEPE_SALT_KEY: 'salt',
  PHONEPE_SALT_INDEX: '1',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
} as const;
