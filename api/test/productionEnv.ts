/** A DLT registration of the sign-in SMS for shop.example.com (the production storefront below). */
export const DLT_ENV = {
  SMS_SENDER: 'KRNNOW',
  SMS_DLT_ENTITY_ID: '1201160000000012345',
  SMS_DLT_TEMPLATE_ID: '1207160000000067890',
  SMS_DLT_TEMPLATE:
    '{#var#} is your Kirana Now sign-in code. It expires in {#var#} minutes. Never share it.\\n\\n@shop.example.com #{#var#}',
} as const;

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
  ...DLT_ENV,
  PHONEPE_CLIENT_ID: 'CLIENT1',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'kirana',
  PHONEPE_WEBHOOK_PASSWORD: 'hook-password',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/pg',
  PHONEPE_AUTH_URL: 'https://api.phonepe.com/apis/identity-manager',
} as const;
