/** The one database interface the app uses, over either a `pg` pool or embedded PGlite. */
export type SqlValue = string | number | boolean | null | Date | readonly string[] | readonly number[];

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` (from any connection, any process) until the returned function is
   * called. `onGap` is told when notifications may have been missed (the listening connection
   * dropped and came back), so the listener can assume anything changed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function one<Row>(db: Queryable, text: string, params?: readonly SqlValue[]): Promise<Row | null> {
  const rows = await db.query<Row>(text, params);
  return rows[0] ?? null;
}
