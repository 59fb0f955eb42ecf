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

  it('points PhonePe (Standard Checkout v2) at the local simulator outside production, and the return trip at the storefront', () => {
    const config = loadConfig({ PORT: '3100', API_PORT: '4100' });
    expect(config.storefrontUrl).toBe('http://localhost:3100');
    expect(config.phonePe).toMatchObject({ version: 'v2', baseUrl: 'http://localhost:4100/dev/phonepe', authUrl: 'http://localhost:4100/dev/phonepe', clientVersion: 1, simulator: true });
    expect(loadConfig({ PHONEPE_API_VERSION: 'v1' }).phonePe).toMatchObject({ version: 'v1', baseUrl: 'http://localhost:4000/dev/phonepe', saltIndex: 1, simulator: true });
  });

  describe('PhonePe v2 or v1', () => {
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
    const v2 = {
      PHONEPE_CLIENT_ID: 'CLIENT1',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_CLIENT_VERSION: '3',
      PHONEPE_WEBHOOK_USERNAME: 'kirana',
      PHONEPE_WEBHOOK_PASSWORD: 'hook-password',
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/pg/',
      PHONEPE_AUTH_URL: 'https://api.phonepe.com/apis/identity-manager',
    };
    const v1 = { PHONEPE_MERCHANT_ID: 'M1', PHONEPE_SALT_KEY: 'k', PHONEPE_SALT_INDEX: '2', PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes/' };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      throw new Error('should not start');
    };

    it('v2 in production: every setting, https hosts', () => {
      expect(loadConfig({ ...base, ...v2 }).phonePe).toEqual({
        version: 'v2',
        clientId: 'CLIENT1',
        clientSecret: 'secret',
        clientVersion: 3,
        webhookUsername: 'kirana',
        webhookPassword: 'hook-password',
        baseUrl: 'https://api.phonepe.com/apis/pg',
        authUrl: 'https://api.phonepe.com/apis/identity-manager',
        simulator: false,
      });
      expect(problems({ ...base, ...v2, PHONEPE_AUTH_URL: 'http://api.phonepe.com/apis/identity-manager' })).toEqual(['PHONEPE_AUTH_URL must use https in production']);
      expect(problems({ ...base, ...v2, PHONEPE_CLIENT_VERSION: 'one' })).toEqual(['PHONEPE_CLIENT_VERSION must be the whole number PhonePe sent with your client id (got "one")']);
    });

    it('a production start with no PhonePe settings names the v2 set, and how a v1 merchant is configured', () => {
      expect(problems(base)).toEqual([
        'PhonePe payments (Standard Checkout v2) need PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD, PHONEPE_BASE_URL, PHONEPE_AUTH_URL in production (a merchant with v1 salt keys sets PHONEPE_API_VERSION=v1 and PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX, PHONEPE_BASE_URL instead)',
      ]);
    });

    it('half a configuration is refused, naming what is missing, in production and out of it', () => {
      const { PHONEPE_WEBHOOK_PASSWORD: _password, PHONEPE_AUTH_URL: _auth, ...halfV2 } = v2;
      expect(problems({ ...base, ...halfV2 })).toEqual([
        'PhonePe payments (Standard Checkout v2) need PHONEPE_WEBHOOK_PASSWORD, PHONEPE_AUTH_URL in production (a merchant with v1 salt keys sets PHONEPE_API_VERSION=v1 and PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX, PHONEPE_BASE_URL instead)',
      ]);
      expect(problems({ PHONEPE_CLIENT_ID: 'CLIENT1' })).toEqual([
        'PhonePe v2 settings are incomplete: PHONEPE_CLIENT_ID given, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD missing',
      ]);
      expect(problems({ ...base, PHONEPE_MERCHANT_ID: 'M1' })).toEqual(['PhonePe payments (v1) need PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX, PHONEPE_BASE_URL in production']);
    });

    it('a mixed configuration is refused, naming both sets', () => {
      expect(problems({ ...base, ...v2, PHONEPE_SALT_KEY: 'k' })).toEqual([
        'PhonePe settings mix v1 (PHONEPE_SALT_KEY) and v2 (PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD): keep the set for the credentials PhonePe gave you',
      ]);
      expect(problems({ PHONEPE_API_VERSION: 'v2', PHONEPE_MERCHANT_ID: 'M1' })).toEqual(['PHONEPE_API_VERSION=v2 does not use PHONEPE_MERCHANT_ID: remove them, or set PHONEPE_API_VERSION=v1']);
      expect(problems({ PHONEPE_API_VERSION: 'v3' })[0]).toMatch(/^PHONEPE_API_VERSION must be v2 .* or v1/);
    });

    it('v1 is chosen by its settings alone, or by PHONEPE_API_VERSION=v1', () => {
      const expected = { version: 'v1', merchantId: 'M1', saltKey: 'k', saltIndex: 2, baseUrl: 'https://api.phonepe.com/apis/hermes', simulator: false };
      expect(loadConfig({ ...base, ...v1 }).phonePe).toEqual(expected);
      expect(loadConfig({ ...base, ...v1, PHONEPE_API_VERSION: 'v1' }).phonePe).toEqual(expected);
      expect(problems({ ...base, ...v1, PHONEPE_BASE_URL: 'http://api.phonepe.com/apis/hermes' })).toEqual(['PHONEPE_BASE_URL must use https in production']);
      expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(/STOREFRONT_URL is required in production/);
    });
  });
});
