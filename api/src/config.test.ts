import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 4000, seed: true, databaseUrl: undefined, corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'] });
  });

  it('follows PORT for the storefront origin and API_PORT for itself', () => {
    const config = loadConfig({ PORT: '3100', API_PORT: '4100' });
    expect(config.port).toBe(4100);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.corsOrigins).toContain('http://localhost:3100');
  });

  it('names every bad value in one clear message', () => {
    expect(() => loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'API_PORT must be a whole number from 0 to 65535 (got "abc")',
        'DATABASE_URL must start with postgres:// or postgresql://',
      ]);
    }
  });

  it('has no production default for the token secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  describe('SMS provider', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      PUBLIC_API_URL: 'https://api.example.com',
      STOREFRONT_URL: 'https://shop.example.com',
      PHONEPE_MERCHANT_ID: 'M1',
      PHONEPE_SALT_KEY: 'k',
      PHONEPE_SALT_INDEX: '1',
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
    };
    const gateway = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/v1/messages', SMS_HTTP_API_KEY: 'k', SMS_SENDER: 'KRNNOW' };

    it('is the console outside production', () => {
      expect(loadConfig({}).sms).toEqual({ provider: 'console' });
    });

    it('has no default in production, and never the console there', () => {
      expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER is required in production/);
      expect(() => loadConfig({ ...production, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER=console only works outside production/);
      expect(loadConfig({ ...production, ...gateway }).sms).toEqual({ provider: 'http', url: 'https://sms.example/v1/messages', apiKey: 'k', sender: 'KRNNOW' });
    });

    it('names each missing or bad gateway setting', () => {
      try {
        loadConfig({ SMS_PROVIDER: 'http' });
        throw new Error('expected a ConfigError');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'SMS_HTTP_URL is required when SMS_PROVIDER=http (the gateway endpoint that sends a message)',
          'SMS_HTTP_API_KEY is required when SMS_PROVIDER=http',
          'SMS_SENDER is required when SMS_PROVIDER=http (the sender id registered with the gateway)',
        ]);
      }
      expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be console or http/);
      expect(() => loadConfig({ ...production, ...gateway, SMS_HTTP_URL: 'http://sms.example' })).toThrow(/must use https in production/);
      expect(() => loadConfig({ ...gateway, SMS_SENDER: 'KIRANA NOW!' })).toThrow(/SMS_SENDER must be 3 to 11 letters or digits/);
    });
  });

  it('points PhonePe at the local simulator outside production, and the return trip at the storefront', () => {
    const config = loadConfig({ PORT: '3100', API_PORT: '4100' });
    expect(config.storefrontUrl).toBe('http://localhost:3100');
    expect(config.phonePe).toMatchObject({ baseUrl: 'http://localhost:4100/dev/phonepe', saltIndex: 1, simulator: true });
  });

  it('stops a production start that lacks PhonePe settings, naming each one', () => {
    const base = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      PUBLIC_API_URL: 'https://api.example.com',
      STOREFRONT_URL: 'https://shop.example.com',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/v1/messages',
      SMS_HTTP_API_KEY: 'k',
      SMS_SENDER: 'KRNNOW',
    };
    try {
      loadConfig({ ...base, PHONEPE_MERCHANT_ID: 'M1' });
      throw new Error('should not start');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(['PhonePe payments need PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX, PHONEPE_BASE_URL in production']);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(/STOREFRONT_URL is required in production/);
    const phonePe = { PHONEPE_MERCHANT_ID: 'M1', PHONEPE_SALT_KEY: 'k', PHONEPE_SALT_INDEX: '2', PHONEPE_BASE_URL: 'http://api.phonepe.com/apis/hermes' };
    expect(() => loadConfig({ ...base, ...phonePe })).toThrow(/PHONEPE_BASE_URL must use https in production/);
    const config = loadConfig({ ...base, ...phonePe, PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes/' });
    expect(config.phonePe).toEqual({ merchantId: 'M1', saltKey: 'k', saltIndex: 2, baseUrl: 'https://api.phonepe.com/apis/hermes', simulator: false });
  });
});
