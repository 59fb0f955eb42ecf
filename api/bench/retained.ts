import WebSocket from 'ws';

/** Node's flag that opens a process's inspector on this port (loopback only), for `retainedMemory`. */
export const inspectorOn = (port: number): string[] => [`--inspect=127.0.0.1:${port}`];

export interface Retained {
  /** V8's heap in use after a full garbage collection, in KB. */
  heapKb: number;
  /** Memory outside the heap that JavaScript objects hold (Buffers, zlib, …), in KB. */
  externalKb: number;
  /** Resident memory at the same moment, in KB. */
  rssKb: number;
}

/**
 * What a process opened with `inspectorOn(port)` keeps after a full garbage collection, asked
 * through its inspector (the DevTools protocol): resident memory also holds garbage not yet
 * collected and the allocator's slack, which moves by megabytes between runs of the same code.
 */
export async function retainedMemory(port: number): Promise<Retained> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const address = targets[0]?.webSocketDebuggerUrl;
  if (!address) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let next = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: { value?: unknown }; exceptionDetails?: unknown }>((resolve, reject) => {
      const id = ++next;
      const answer = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: never; error?: { message: string } };
        if (message.id !== id) return;
        socket.off('message', answer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.on('message', answer);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.enable');
    // Twice: objects a first collection frees can keep others alive until the second.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { result } = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(String(result?.value)) as { heapUsed: number; external: number; rss: number };
    return { heapKb: usage.heapUsed / 1024, externalKb: usage.external / 1024, rssKb: usage.rss / 1024 };
  } finally {
    socket.close();
  }
}
