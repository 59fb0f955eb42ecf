/** The one database interface the app uses, over either a `pg` pool or embedded PGlite. */
export type SqlValue =
  | string
  | number
  | boolean
  | null
  | Date
  | readonly (string | null)[]
  | readonly (number | null)[]
  | readonly (boolean | null)[];

/**
 * A hot statement PostgreSQL parses and plans once per connection (a named prepared statement),
 * where planning costs more than running it: placing an order's two statements planned each time
 * cost PostgreSQL twice the CPU of running them. Made once, at module load: its text never changes.
 * PGlite runs the text as any other query.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const preparedNames = new Set<string>();

/** Names a statement for preparing; each name is used once (two texts under one name would fail at run time). */
export function prepared(name: string, text: string): PreparedStatement {
  if (preparedNames.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  preparedNames.add(name);
  return { name, text };
}

export type Statement = string | PreparedStatement;

export const statementText = (statement: Statement): string =>
  typeof statement === 'string' ? statement : statement.text;

export interface Queryable {
  query<Row = Record<string, unknown>>(statement: Statement, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Its prepared statements run on the plan made once for any values (`plan_cache_mode =
   * force_generic_plan`, for this transaction only). PostgreSQL otherwise plans a statement again
   * for each call while it thinks the values matter: placing an order's first statement takes its
   * lines as arrays of unknown length, so it was planned afresh on every order (0.3 ms of the
   * database's time each), though one plan fits every order. Set in the same round trip as BEGIN;
   * PGlite, which prepares nothing, ignores it.
   */
  genericPlans?: boolean;
  /**
   * Tables held in ROW SHARE mode from BEGIN (same round trip) until the transaction ends: a
   * writer that locks one of them in EXCLUSIVE mode waits for this transaction, and this one,
   * begun after such a writer, waits for it and then reads what it wrote. A table lock lives in
   * the lock manager only; a row's FOR SHARE would instead write the row and, with many holders at
   * once, make a multixact for each new one. PGlite runs one transaction at a time and ignores it.
   */
  holdShared?: readonly HeldTable[];
}

/** The tables a transaction may hold (`TransactionOptions.holdShared`): named here, never from input. */
export type HeldTable = 'store_status';

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Hears `NOTIFY channel` (from any connection, any process) until the returned function is
   * called. `onGap` is told when notifications may have been missed (the listening connection
   * dropped and came back), so the listener can assume anything changed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function one<Row>(db: Queryable, statement: Statement, params?: readonly SqlValue[]): Promise<Row | null> {
  const rows = await db.query<Row>(statement, params);
  return rows[0] ?? null;
}

/**
 * The row a statement always returns (an INSERT or upsert with RETURNING, an aggregate, a row read
 * back in the transaction that wrote it). None back is a broken statement, not a missing thing:
 * thrown as an error (a 500), where `one` gives null for the caller to answer.
 */
export async function theRow<Row>(db: Queryable, statement: Statement, params?: readonly SqlValue[]): Promise<Row> {
  const [row] = await db.query<Row>(statement, params);
  if (row === undefined) throw new Error(`No row came back from: ${statementText(statement).slice(0, 80)}`);
  return row;
}
