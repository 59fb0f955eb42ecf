import { PRODUCTION_ENV } from '../test/productionEnv';
import { startApiProcess } from '../test/apiProcess';
import { apiBundle } from '../scripts/bundle';

// Each test starts the API as a process of its own (migrations included), from its bundle, made
// (when the sources changed) before any test's clock starts.
jest.setTimeout(90_000);
beforeAll(() => apiBundle(), 90_000);

const { NODE_ENV: _production, ...PRODUCTION_SETTINGS } = PRODUCTION_ENV;

describe('NODE_ENV unset', () => {
  it('is production: with nothing else set the API refuses to start and says why, naming NODE_ENV first', async () => {
    const api = await startApiProcess({});
    try {
      expect(await api.exited).toBe(1);
      expect(api.output()).toContain('NODE_ENV is not set, so production rules apply');
      expect(api.output()).toContain('TOKEN_SECRET is required in production');
    } finally {
      await api.dispose();
    }
  });

  it('with the production settings it starts with neither the code outbox nor the PhonePe simulator', async () => {
    const api = await startApiProcess({ ...PRODUCTION_SETTINGS, LOG_LEVEL: 'info' });
    try {
      expect(api.url).not.toBe('');
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
      expect((await fetch(`${api.url}/api/dev/otp-outbox`)).status).toBe(404);
      const pay = await fetch(`${api.url}/dev/phonepe/checkout/v2/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(pay.status).toBe(404);
      expect(await pay.json()).toEqual({
        message: 'No such page: POST /dev/phonepe/checkout/v2/pay',
        sentence: {
          text: 'No such page: {method} {path}',
          values: { method: 'POST', path: '/dev/phonepe/checkout/v2/pay' },
        },
      });
    } finally {
      await api.dispose();
    }
  });

  it('NODE_ENV=development, as npm start and npm run dev set it, has both', async () => {
    const api = await startApiProcess({ NODE_ENV: 'development' });
    try {
      // The outbox answers (a 400 asking for the phone) rather than "No such page".
      expect((await fetch(`${api.url}/api/dev/otp-outbox`)).status).toBe(400);
      // The simulator itself answers (refusing an unsigned request).
      const pay = await fetch(`${api.url}/dev/phonepe/checkout/v2/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(pay.status).toBe(401);
    } finally {
      await api.dispose();
    }
  });
});

describe('REDIS_URL set and Redis unreachable at start', () => {
  it('exits 1 after the bounded wait with a clear message, instead of never listening', async () => {
    const startedAt = Date.now();
    const api = await startApiProcess({
      NODE_ENV: 'test',
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_CONNECT_TIMEOUT_MS: '1500',
    });
    try {
      expect(await api.exited).toBe(1);
      expect(Date.now() - startedAt).toBeLessThan(30_000);
      expect(api.output()).toContain('The API could not start: Redis at REDIS_URL could not be reached within 1.5 s');
      expect(api.output()).not.toContain('Server listening');
    } finally {
      await api.dispose();
    }
  });
});
