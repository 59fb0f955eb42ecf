import WebSocket from 'ws';

/** Node's flag that opens a process's inspector on this port (loopback only), for `retainedMemory` and `cpuTimeMs`. */
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
  return inspecting(port, async (call) => {
    await call('HeapProfiler.enable');
    // Twice: objects a first collection frees can keep others alive until the second.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const usage = await evaluate<{ heapUsed: number; external: number; rss: number }>(
      call,
      'JSON.stringify(process.memoryUsage())',
    );
    return { heapKb: usage.heapUsed / 1024, externalKb: usage.external / 1024, rssKb: usage.rss / 1024 };
  });
}

/** The CPU time a process opened with `inspectorOn(port)` has used so far (user and system), in ms. */
export async function cpuTimeMs(port: number): Promise<number> {
  return inspecting(port, async (call) => {
    const usage = await evaluate<{ user: number; system: number }>(call, 'JSON.stringify(process.cpuUsage())');
    return (usage.user + usage.system) / 1000;
  });
}

/** What a DevTools protocol method answers (for `Runtime.evaluate`, the value it evaluated to). */
interface Answer {
  result?: { value?: unknown };
}
type Call = (method: string, params?: Record<string, unknown>) => Promise<Answer>;

/** A JSON-returning expression evaluated in the inspected process. */
async function evaluate<T>(call: Call, expression: string): Promise<T> {
  const { result } = await call('Runtime.evaluate', { expression, returnByValue: true });
  return JSON.parse(String(result?.value)) as T;
}

/** One inspector session on the process at `port`, closed when `work` is done. */
async function inspecting<T>(port: number, work: (call: Call) => Promise<T>): Promise<T> {
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
  const call: Call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      const answer = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: Answer; error?: { message: string } };
        if (message.id !== id) return;
        socket.off('message', answer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.on('message', answer);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    return await work(call);
  } finally {
    socket.close();
  }
}
