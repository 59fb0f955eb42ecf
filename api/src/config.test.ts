import { DLT_ENV, PRODUCTION_ENV } from '../test/productionEnv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, NODE_ENV_UNSET } from './config';
import { CONFIG_VARIABLES } from './configSchema';

const DEVELOPMENT = { NODE_ENV: 'development' };

describe('configuration', () => {
  it('NODE_ENV unset is production: it asks for the production settings, naming NODE_ENV first', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    try {
      loadConfig({});
    } catch (error) {
      expect((error as ConfigError).problems[0]).toBe(NODE_ENV_UNSET);
      expect((error as ConfigError).problems).toContain(
        'TOKEN_SECRET is required in production (a long random string)',
      );
    }
    const { NODE_ENV: _explicit, ...unset } = PRODUCTION_ENV;
    const config = loadConfig(unset);
    expect(config.nodeEnv).toBe('production');
    expect(config.phonePe.simulator).toBe(false);
    expect(config.sms.providers.map((p) => p.provider)).not.toContain('console');
  });

  it('TRUST_PROXY: one hop in production by default, none outside it; a count, false or the proxies’ addresses', () => {
    const { NODE_ENV: _explicit, ...unset } = PRODUCTION_ENV;
    expect(loadConfig(unset).trustProxy).toBe(1);
    expect(loadConfig(DEVELOPMENT).trustProxy).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '10.0.0.2, 172.16.0.0/12, ::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be false, a number of proxy hops, or the proxies' addresses or CIDRs \(got "true"\)/,
    );
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be/);
    // Trusting every address would let any client choose the address its limits count (and it failed only at start).
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '0.0.0.0/0' })).toThrow(
      /TRUST_PROXY must be .*\(got "0.0.0.0\/0"\)/,
    );
  });

  it('API_DOCS: the API reference is served in development and test, in production only when on', () => {
    expect(loadConfig(DEVELOPMENT).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ ...DEVELOPMENT, API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'yes' })).toThrow(
      /API_DOCS must be on or off \(got "yes"\)/,
    );
  });

  it('has safe development defaults', () => {
    const config = loadConfig(DEVELOPMENT);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      seed: true,
      databaseUrl: undefined,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('follows PORT for the storefront origin and API_PORT for itself', () => {
    const config = loadConfig({ ...DEVELOPMENT, PORT: '3100', API_PORT: '4100' });
    expect(config.port).toBe(4100);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.corsOrigins).toContain('http://localhost:3100');
  });

  it('names every bad value in one clear message', () => {
    expect(() => loadConfig({ ...DEVELOPMENT, API_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ...DEVELOPMENT, API_PORT: 'abc', DATABASE_URL: 'mysql://x' });
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

  describe('https in production', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ ...PRODUCTION_ENV, ...env });
      } catch (error) {
        return (error as ConfigError).problems.filter((problem) => /https/.test(problem)).join('\n');
      }
      return '';
    };

    it('refuses http origins for the API and the storefront, naming each', () => {
      expect(refusal({ PUBLIC_API_URL: 'http://api.example.com' })).toMatch(
        /PUBLIC_API_URL must use https in production \(got "http:\/\/api.example.com"\)/,
      );
      expect(refusal({ STOREFRONT_URL: 'http://shop.example.com' })).toMatch(
        /STOREFRONT_URL must use https in production/,
      );
      expect(refusal({})).toBe('');
    });

    it('lets http through only for this machine, and only when asked', () => {
      const local = { PUBLIC_API_URL: 'http://localhost:8081', STOREFRONT_URL: 'http://127.0.0.1:8080' };
      expect(refusal(local)).toMatch(/ALLOW_HTTP_LOOPBACK=true allows http on this machine only/);
      expect(refusal({ ...local, ALLOW_HTTP_LOOPBACK: 'true' })).toBe('');
      expect(refusal({ PUBLIC_API_URL: 'http://api.example.com', ALLOW_HTTP_LOOPBACK: 'true' })).toMatch(
        /PUBLIC_API_URL must use https/,
      );
    });

    it('always marks the session cookie Secure in production, elsewhere only over https', () => {
      const webOtpForLocalhost = PRODUCTION_ENV.SMS_DLT_TEMPLATE.replace('@shop.example.com', '@localhost');
      const local = {
        PUBLIC_API_URL: 'http://localhost:8081',
        STOREFRONT_URL: 'http://localhost:8080',
        ALLOW_HTTP_LOOPBACK: 'true',
        SMS_DLT_TEMPLATE: webOtpForLocalhost,
      };
      expect(loadConfig({ ...PRODUCTION_ENV, ...local }).secureCookies).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development' }).secureCookies).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development', PUBLIC_API_URL: 'https://api.example.com' }).secureCookies).toBe(
        true,
      );
    });
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
    const gateway = {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/v1/messages',
      SMS_HTTP_API_KEY: 'k',
      SMS_SENDER: 'KRNNOW',
    };
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'auth-1', MSG91_TEMPLATE_ID: '65f0c0ffee' };
    const fast2sms = { FAST2SMS_API_KEY: 'f2s-key' };
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      throw new Error('expected a ConfigError');
    };

    it('is the console outside production', () => {
      expect(loadConfig(DEVELOPMENT).sms).toEqual({ providers: [{ provider: 'console' }], dlt: null });
    });

    it('has no default in production, and never the console there', () => {
      expect(() => loadConfig(production)).toThrow(
        /SMS_PROVIDER is required in production: set it to msg91 \(recommended\), fast2sms or http/,
      );
      expect(() => loadConfig({ ...production, SMS_PROVIDER: 'console' })).toThrow(
        /SMS_PROVIDER=console only works outside production/,
      );
      expect(loadConfig({ ...production, ...gateway, ...DLT_ENV }).sms).toEqual({
        providers: [{ provider: 'http', url: 'https://sms.example/v1/messages', apiKey: 'k', sender: 'KRNNOW' }],
        dlt: {
          sender: 'KRNNOW',
          entityId: '1201160000000012345',
          templateId: '1207160000000067890',
          template:
            '{#var#} is your Kirana Now sign-in code. It expires in {#var#} minutes. Never share it.\n\n@shop.example.com #{#var#}',
          variables: ['code', 'minutes', 'code'],
          webOtp: true,
        },
      });
    });

    it('takes MSG91 first and Fast2SMS as the fallback, with their defaults', () => {
      const config = loadConfig({
        ...production,
        ...msg91,
        ...DLT_ENV,
        ...fast2sms,
        SMS_FALLBACK_PROVIDER: 'fast2sms',
        MSG91_REPORT_TOKEN: 'r'.repeat(32),
      });
      expect(config.sms.providers).toEqual([
        {
          provider: 'msg91',
          authKey: 'auth-1',
          templateId: '65f0c0ffee',
          baseUrl: 'https://control.msg91.com',
          reportToken: 'r'.repeat(32),
        },
        { provider: 'fast2sms', apiKey: 'f2s-key', baseUrl: 'https://www.fast2sms.com' },
      ]);
    });

    it('refuses a production start with a missing DLT id, naming each one', () => {
      const { SMS_DLT_ENTITY_ID: _entity, SMS_DLT_TEMPLATE_ID: _template, ...partial } = DLT_ENV;
      expect(problemsOf({ ...production, ...msg91, ...partial })).toEqual([
        'DLT registration incomplete: SMS_DLT_ENTITY_ID, SMS_DLT_TEMPLATE_ID missing (every SMS to an Indian phone names them)',
      ]);
      expect(problemsOf({ ...production, ...msg91, SMS_SENDER: 'KRNNOW' })).toEqual([
        'DLT registration incomplete: SMS_DLT_ENTITY_ID, SMS_DLT_TEMPLATE_ID, SMS_DLT_TEMPLATE missing (every SMS to an Indian phone names them)',
      ]);
      expect(problemsOf({ ...production, ...msg91, ...DLT_ENV, SMS_SENDER: '', SMS_DLT_ENTITY_ID: 'ENT-1' })).toEqual([
        // Each value's form first (the schema), then what is missing.
        'SMS_DLT_ENTITY_ID must be the digits the DLT portal gave (got "ENT-1")',
        'SMS_SENDER is required (the DLT-registered sender header, e.g. KRNNOW)',
      ]);
    });

    it('refuses a template with no place for the code, or variables that do not fit it', () => {
      const base = { ...production, ...msg91, ...DLT_ENV };
      expect(problemsOf({ ...base, SMS_DLT_TEMPLATE: 'Welcome to Kirana Now.\\n\\n@shop.example.com #123' })).toEqual([
        'SMS_DLT_TEMPLATE has no place for the code: it needs a {#var#} that SMS_DLT_VARIABLES names "code"',
      ]);
      expect(
        problemsOf({
          ...base,
          SMS_DLT_TEMPLATE: 'Your Kirana Now code is {#var#}, valid {#var#} minutes.',
          SMS_DLT_VARIABLES: 'code,minutes,code',
        }),
      ).toEqual(['SMS_DLT_TEMPLATE has 2 {#var#} placeholder(s) but SMS_DLT_VARIABLES names 3 (code,minutes,code)']);
      expect(
        problemsOf({
          ...base,
          SMS_DLT_TEMPLATE: 'Code {#var#}\\n@shop.example.com #{#var#}',
          SMS_DLT_VARIABLES: 'minutes,minutes',
        }),
      ).toEqual([
        'SMS_DLT_TEMPLATE has no place for the code: it needs a {#var#} that SMS_DLT_VARIABLES names "code"',
        'SMS_DLT_VARIABLES must name "code" last: the WebOTP line carries the code',
      ]);
      expect(problemsOf({ ...base, SMS_DLT_VARIABLES: 'code,otp' })).toEqual([
        'SMS_DLT_VARIABLES entries must be code or minutes (got "otp")',
      ]);
      expect(
        loadConfig({
          ...base,
          SMS_DLT_TEMPLATE: 'Code {#var#}\\n@shop.example.com #{#var#}',
          SMS_DLT_VARIABLES: 'code, code',
        }).sms.dlt?.variables,
      ).toEqual(['code', 'code']);
    });

    it('takes a template of one or two variables, the code first; the WebOTP line is optional', () => {
      const base = { ...production, ...msg91, ...DLT_ENV };
      const dltOf = (template: string, extra: Record<string, string> = {}) =>
        loadConfig({ ...base, SMS_DLT_TEMPLATE: template, ...extra }).sms.dlt;
      // MSG91's DLT guidance: one or two variables, and a variable is not the last word.
      expect(
        dltOf('{#var#} is your Kirana Now sign-in code. It expires in {#var#} minutes. Never share it.'),
      ).toMatchObject({
        variables: ['code', 'minutes'],
        webOtp: false,
      });
      expect(dltOf('Your Kirana Now sign-in code is {#var#}. Never share it.')).toMatchObject({
        variables: ['code'],
        webOtp: false,
      });
      // With the WebOTP line the code goes first and last.
      expect(dltOf('{#var#} is your Kirana Now sign-in code.\\n@shop.example.com #{#var#}')).toMatchObject({
        variables: ['code', 'code'],
        webOtp: true,
      });
      expect(dltOf(DLT_ENV.SMS_DLT_TEMPLATE)).toMatchObject({ variables: ['code', 'minutes', 'code'], webOtp: true });
      // SMS_DLT_VARIABLES still says it when the code is not first.
      expect(
        dltOf('Valid {#var#} minutes: your Kirana Now code is {#var#}. Never share it.', {
          SMS_DLT_VARIABLES: 'minutes,code',
        }),
      ).toMatchObject({ variables: ['minutes', 'code'], webOtp: false });
      expect(problemsOf({ ...base, SMS_DLT_TEMPLATE: 'Kirana Now: {#var#} {#var#} {#var#} is your code.' })).toEqual([
        'SMS_DLT_TEMPLATE has 3 {#var#} placeholders: set SMS_DLT_VARIABLES to what fills each, in order (code or minutes)',
      ]);
      expect(problemsOf({ ...base, SMS_DLT_TEMPLATE: 'Your code is {#var#}.\\n@shop.example.org #{#var#}' })).toEqual([
        'SMS_DLT_TEMPLATE ends with a WebOTP line for another host: it must be "@shop.example.com #{#var#}" (STOREFRONT_URL\'s host), or be left out (WebOTP is then off)',
      ]);
    });

    it('checks the sender id as Fast2SMS documents it: 3 to 6 letters', () => {
      const withFast2sms = { ...production, ...msg91, ...DLT_ENV, ...fast2sms, SMS_FALLBACK_PROVIDER: 'fast2sms' };
      expect(loadConfig({ ...withFast2sms, SMS_SENDER: 'KRN' }).sms.dlt?.sender).toBe('KRN');
      for (const sender of ['KRNNOW1', 'KRN123', 'KIRANANOW', 'KR'])
        expect(problemsOf({ ...withFast2sms, SMS_SENDER: sender })).toEqual([
          `SMS_SENDER must be 3 to 6 letters when fast2sms sends sign-in codes (Fast2SMS's DLT sender id, e.g. KRNNOW; got "${sender}")`,
        ]);
      // Another gateway may take a longer one.
      expect(loadConfig({ ...production, ...gateway, ...DLT_ENV, SMS_SENDER: 'KIRANANOW' }).sms.dlt?.sender).toBe(
        'KIRANANOW',
      );
    });

    it('names each missing or bad provider setting', () => {
      expect(problemsOf({ ...DEVELOPMENT, SMS_PROVIDER: 'http' })).toEqual([
        'SMS_HTTP_URL is required when http sends sign-in codes (the gateway endpoint that sends a message)',
        'SMS_HTTP_API_KEY is required when http sends sign-in codes (sent as the Bearer key)',
        'SMS_SENDER is required (the DLT-registered sender header, e.g. KRNNOW)',
      ]);
      expect(problemsOf({ ...DEVELOPMENT, SMS_PROVIDER: 'msg91' })).toEqual([
        'MSG91_AUTH_KEY is required when msg91 sends sign-in codes (the authkey from MSG91’s panel)',
        'MSG91_TEMPLATE_ID is required when msg91 sends sign-in codes (the id of the sign-in template in MSG91’s panel)',
      ]);
      // Fast2SMS's route carries the DLT ids in every request, so it needs them in development too.
      expect(problemsOf({ ...DEVELOPMENT, ...gateway, SMS_FALLBACK_PROVIDER: 'fast2sms' })).toEqual([
        'FAST2SMS_API_KEY is required when fast2sms sends sign-in codes (the API key from Fast2SMS’s Dev API page)',
        'DLT registration incomplete: SMS_DLT_ENTITY_ID, SMS_DLT_TEMPLATE_ID, SMS_DLT_TEMPLATE missing (every SMS to an Indian phone names them)',
      ]);
      expect(problemsOf({ ...DEVELOPMENT, ...gateway, SMS_FALLBACK_PROVIDER: 'http' })).toEqual([
        'SMS_FALLBACK_PROVIDER must differ from SMS_PROVIDER (it is tried when that one fails)',
      ]);
      expect(problemsOf({ ...DEVELOPMENT, SMS_FALLBACK_PROVIDER: 'msg91' })).toEqual([
        'SMS_FALLBACK_PROVIDER needs a real SMS_PROVIDER (msg91, fast2sms or http) to fall back from',
      ]);
      expect(problemsOf({ ...DEVELOPMENT, ...msg91, MSG91_REPORT_TOKEN: 'short' })).toEqual([
        'MSG91_REPORT_TOKEN must be at least 24 letters, digits, _ or - (it is the secret in the delivery-report URL)',
      ]);
      expect(() => loadConfig({ ...DEVELOPMENT, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
        /SMS_PROVIDER must be console, msg91, fast2sms or http/,
      );
      expect(() => loadConfig({ ...production, ...gateway, ...DLT_ENV, SMS_HTTP_URL: 'http://sms.example' })).toThrow(
        /SMS_HTTP_URL must use https in production/,
      );
      expect(() => loadConfig({ ...production, ...msg91, ...DLT_ENV, MSG91_BASE_URL: 'http://msg91.test' })).toThrow(
        /MSG91_BASE_URL must use https in production/,
      );
      expect(() => loadConfig({ ...DEVELOPMENT, ...gateway, SMS_SENDER: 'KIRANA NOW!' })).toThrow(
        /SMS_SENDER must be 3 to 11 letters or digits/,
      );
    });
  });

  it('points PhonePe (Standard Checkout v2) at the local simulator outside production, and the return trip at the storefront', () => {
    const config = loadConfig({ ...DEVELOPMENT, PORT: '3100', API_PORT: '4100' });
    expect(config.storefrontUrl).toBe('http://localhost:3100');
    expect(config.phonePe).toMatchObject({
      version: 'v2',
      baseUrl: 'http://localhost:4100/dev/phonepe',
      authUrl: 'http://localhost:4100/dev/phonepe',
      clientVersion: 1,
      simulator: true,
    });
    expect(loadConfig({ ...DEVELOPMENT, PHONEPE_API_VERSION: 'v1' }).phonePe).toMatchObject({
      version: 'v1',
      baseUrl: 'http://localhost:4000/dev/phonepe',
      saltIndex: 1,
      simulator: true,
    });
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
      ...DLT_ENV,
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
    const v1 = {
      PHONEPE_MERCHANT_ID: 'M1',
      PHONEPE_SALT_KEY: 'k',
      PHONEPE_SALT_INDEX: '2',
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes/',
    };
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
      expect(problems({ ...base, ...v2, PHONEPE_AUTH_URL: 'http://api.phonepe.com/apis/identity-manager' })).toEqual([
        'PHONEPE_AUTH_URL must use https in production',
      ]);
      expect(problems({ ...base, ...v2, PHONEPE_CLIENT_VERSION: 'one' })).toEqual([
        'PHONEPE_CLIENT_VERSION must be the whole number PhonePe sent with your client id (got "one")',
      ]);
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
      expect(problems({ ...DEVELOPMENT, PHONEPE_CLIENT_ID: 'CLIENT1' })).toEqual([
        'PhonePe v2 settings are incomplete: PHONEPE_CLIENT_ID given, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD missing',
      ]);
      expect(problems({ ...base, PHONEPE_MERCHANT_ID: 'M1' })).toEqual([
        'PhonePe payments (v1) need PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX, PHONEPE_BASE_URL in production',
      ]);
    });

    it('a mixed configuration is refused, naming both sets', () => {
      expect(problems({ ...base, ...v2, PHONEPE_SALT_KEY: 'k' })).toEqual([
        'PhonePe settings mix v1 (PHONEPE_SALT_KEY) and v2 (PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD): keep the set for the credentials PhonePe gave you',
      ]);
      expect(problems({ ...DEVELOPMENT, PHONEPE_API_VERSION: 'v2', PHONEPE_MERCHANT_ID: 'M1' })).toEqual([
        'PHONEPE_API_VERSION=v2 does not use PHONEPE_MERCHANT_ID: remove them, or set PHONEPE_API_VERSION=v1',
      ]);
      expect(problems({ ...DEVELOPMENT, PHONEPE_API_VERSION: 'v3' })[0]).toMatch(
        /^PHONEPE_API_VERSION must be v2 .* or v1/,
      );
    });

    it('v1 is chosen by its settings alone, or by PHONEPE_API_VERSION=v1', () => {
      const expected = {
        version: 'v1',
        merchantId: 'M1',
        saltKey: 'k',
        saltIndex: 2,
        baseUrl: 'https://api.phonepe.com/apis/hermes',
        simulator: false,
      };
      expect(loadConfig({ ...base, ...v1 }).phonePe).toEqual(expected);
      expect(loadConfig({ ...base, ...v1, PHONEPE_API_VERSION: 'v1' }).phonePe).toEqual(expected);
      expect(problems({ ...base, ...v1, PHONEPE_BASE_URL: 'http://api.phonepe.com/apis/hermes' })).toEqual([
        'PHONEPE_BASE_URL must use https in production',
      ]);
      expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(
        /STOREFRONT_URL is required in production/,
      );
    });
  });

  it('reads exactly the variables docs/configuration.md lists for the API, each through the schema', () => {
    const doc = readFileSync(path.join(__dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');
    const apiSection = doc.slice(doc.indexOf('\n## The API'), doc.indexOf('\n## The storefront server'));
    // The first column of each table row: `NAME` or `NAME`, `OTHER`.
    const documented = new Set(
      apiSection
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])),
    );
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].filter((name) => name !== 'PORT').sort());
  });

  it('names a value the schema refuses once, and nothing the refused value would have implied', () => {
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ ...DEVELOPMENT, API_PORT: '80.5', ADMIN_PHONES: '9000000001,, 123 ,5000000000' })).toEqual([
      'API_PORT must be a whole number from 0 to 65535 (got "80.5")',
      'ADMIN_PHONES entries must be 10-digit phone numbers starting 6–9 (got "123")',
      'ADMIN_PHONES entries must be 10-digit phone numbers starting 6–9 (got "5000000000")',
    ]);
    // An SMS provider named wrongly in production is that one sentence, not also "SMS_PROVIDER is required".
    const { SMS_PROVIDER: _provider, ...rest } = PRODUCTION_ENV as Record<string, string>;
    expect(problemsOf({ ...rest, SMS_PROVIDER: 'twilio' })).toEqual([
      'SMS_PROVIDER must be console, msg91, fast2sms or http (got "twilio")',
    ]);
    // Empty is unset; spaces around list entries and a trailing slash on an origin are fine.
    const config = loadConfig({
      ...DEVELOPMENT,
      API_PORT: '',
      CORS_ORIGINS: ' https://a.example.com/ , http://b.example.com',
    });
    expect([config.port, config.corsOrigins]).toEqual([4000, ['https://a.example.com', 'http://b.example.com']]);
  });
});
