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
});
