import { Client } from 'pg';

/** Waits between reconnection attempts: quick at first, then every 5 s. */
const RETRY_MS_LONGEST = 5_000;
const RETRY_MS = [250, 1_000, RETRY_MS_LONGEST];

/**
 * `LISTEN channel` on a connection of its own (a pool's connections come and go). When that
 * connection drops it is made again, and `onGap` is told once it listens again: notifications
 * sent in between are lost, so the listener must assume anything changed.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void = () => undefined,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let stopped = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`[db] listener on ${channel} lost its connection:`, error.message);
      reconnectSoon(next);
    });
    next.on('end', () => reconnectSoon(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    failures = 0;
  };

  const reconnectSoon = (dead: Client) => {
    if (stopped || client !== dead || retry) return;
    client = null;
    dead.end().catch(() => undefined);
    const attempt = () => {
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? RETRY_MS_LONGEST;
      retry = setTimeout(() => {
        retry = null;
        if (stopped) return;
        connect().then(onGap, (error: Error) => {
          failures += 1;
          console.error(`[db] listener on ${channel} could not reconnect:`, error.message);
          attempt();
        });
      }, delay);
      retry.unref();
    };
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
