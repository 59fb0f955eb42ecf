import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { uniqueRedisPrefix } from '../src/realtime/realtime';
import type { SignedIn } from './signIn';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** A socket.io client as the browser opens it (WebSocket only), and every `orderUpdated` it heard. */
export interface Listener<T> {
  socket: Socket;
  received: T[];
}

const open: Socket[] = [];

/** Disconnects every socket `listenerFor` opened (call it in afterEach). */
export function disconnectAll(): void {
  while (open.length) open.pop()!.disconnect();
}

/** Makes the app listen on a free port and answers its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** What a browser's handshake carries besides the token: its page's Origin and the session cookie. */
export interface HandshakeHeaders {
  origin?: string;
  cookie?: string;
}

/** A connected socket for this user (anonymous without one), collecting `orderUpdated`; rejects when the server refuses it. */
export async function listenerFor<T>(
  url: string,
  who?: Pick<SignedIn, 'token'>,
  headers: HandshakeHeaders = {},
): Promise<Listener<T>> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: who ? { token: who.token } : {},
    reconnection: false,
    extraHeaders: { ...headers },
  });
  open.push(socket);
  const received: T[] = [];
  socket.on('orderUpdated', (order: T) => received.push(order));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // The server joins rooms right after the handshake; give it a tick before anything is published.
  await new Promise((r) => setTimeout(r, 50));
  return { socket, received };
}

/** Every `event` this socket hears from now on, in order. */
export function heardOn<T>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

/** Resolves once the server has disconnected this socket (rejects after `timeoutMs`). */
export function serverDisconnects(socket: Socket, timeoutMs = 3000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server never disconnected the socket')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Long enough for an event that is coming to arrive (used before asserting that nothing did). */
export const settle = () => new Promise((r) => setTimeout(r, 300));

/** Resolves once `done()` holds, or fails after `timeoutMs` saying what was awaited. */
export async function eventually(what: string, done: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface TwoInstances {
  database: TestDatabase;
  first: FastifyInstance;
  second: FastifyInstance;
  close(): Promise<void>;
}

/** Two API instances on one database, sharing the Redis at REDIS_URL under a key prefix nobody else uses. */
export async function twoInstancesSharingRedis(env: Record<string, string> = {}): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'false',
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: uniqueRedisPrefix(),
    ...env,
  });
  const first = await buildApp(config, { db: database.db });
  const second = await buildApp(config, { db: database.db });
  return {
    database,
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await database.drop();
    },
  };
}
