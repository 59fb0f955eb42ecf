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

  it('points PhonePe at the local simulator outside production, and the return trip at the storefront', () => {
    const config = loadConfig({ PORT: '3100', API_PORT: '4100' });
    expect(config.storefrontUrl).toBe('http://localhost:3100');
    expect(config.phonePe).toMatchObject({ baseUrl: 'http://localhost:4100/dev/phonepe', saltIndex: 1, simulator: true });
  });

  it('stops a production start that lacks PhonePe settings, naming each one', () => {
    const base = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PUBLIC_API_URL: 'https://api.example.com', STOREFRONT_URL: 'https://shop.example.com' };
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
