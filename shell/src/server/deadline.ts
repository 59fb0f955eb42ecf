export class DeadlinePassed extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'DeadlinePassed';
  }
}

/** `work`, or a rejection once `ms` have passed: a page never waits longer than its budget. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(what, ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
