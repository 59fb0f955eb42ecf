import type { SqlValue } from './database';

/** Collects positional parameters while a query is assembled: `params.add(x)` gives `$n`. */
export class SqlParams {
  readonly values: SqlValue[] = [];

  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
