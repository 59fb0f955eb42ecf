import type { AddressInfo } from 'node:net';
import { connect as connectTo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { startApiProcess } from '../test/apiProcess';
import { buildTestApp, type TestApp } from '../test/testApp';

// The last tests start the API as a process of its own (see startApiProcess's wait).
jest.setTimeout(90_000);

describe('graceful shutdown', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' }, (app) => {
      app.get('/probe/slow', async () => {
        await new Promise((r) => setTimeout(r, 600));
        return { finished: true };
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.database.drop());

  it('finishes in-flight requests, refuses new ones and drops sockets so they reconnect elsewhere', async () => {
    const socket = connect(url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const inFlight = fetch(`${url}/probe/slow`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.app.close();

    // 'transport close' makes socket.io clients reconnect; 'io server disconnect' would tell them not to.
    expect(await disconnected).toBe('transport close');
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    expect(await inFlight).toEqual({ finished: true });
    await closing;
  });
});

describe('the API process', () => {
  it('from SIGTERM until it exits: new requests get 503 with Connection: close (no resets), the one in flight finishes', async () => {
    const api = await startApiProcess({ NODE_ENV: 'test' });
    try {
      expect(api.url).not.toBe('');
      const { port } = new URL(api.url);
      // A request in flight: its body arrives slowly, so it is still running when the signal comes.
      const body = JSON.stringify({ phoneNumber: '9876543210', sessionId: 'not-a-session' });
      const slow = connectTo(Number(port));
      await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
      let slowAnswer = '';
      slow.on('data', (chunk: Buffer) => (slowAnswer += chunk.toString()));
      const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
      slow.write(
        `POST /api/otp/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 300));

      api.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${api.url}/health`).then(
            async (res) =>
              `${res.status} ${res.headers.get('connection')} ${((await res.json()) as { message: string }).message}`,
            (error: Error & { cause?: { code?: string } }) => `failed: ${error.cause?.code ?? error.message}`,
          ),
        ),
      );
      expect(new Set(answers)).toEqual(new Set(['503 close This server is restarting. Please try again in a moment.']));

      slow.end(body.slice(10));
      await slowClosed;
      expect(slowAnswer).toMatch(/^HTTP\/1\.1 401 /);
      expect(slowAnswer).toContain('Your session has expired');
      expect(await api.exited).toBe(0);
      expect(api.output()).toContain('"msg":"stopped"');
    } finally {
      await api.dispose();
    }
  });

  it('exits 0 soon after SIGTERM', async () => {
    const api = await startApiProcess({ NODE_ENV: 'test' });
    try {
      expect(api.url).not.toBe('');
      const sentAt = Date.now();
      api.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(5000);
      expect(api.output()).toContain('"msg":"stopped"');
      for (const line of api.output().trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      await api.dispose();
    }
  });
});
