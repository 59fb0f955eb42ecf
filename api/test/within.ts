/** Polls until `done` holds, failing after `withinMs` with what was awaited; returns how long it took. */
export async function within(withinMs: number, what: string, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await done()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
