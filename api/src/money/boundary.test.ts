import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One order, one ledger: an order's stage and its payment state are written in one place each,
 * and money only by the ledger. A statement anywhere else that writes them fails this test.
 */
const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const files = sources(SRC).map((file) => ({ name: relative(file), text: readFileSync(file, 'utf8') }));

/** The SET list of every `UPDATE orders` statement in the text (up to its WHERE, FROM or RETURNING). */
function orderUpdates(text: string): string[] {
  return [
    ...text.matchAll(/UPDATE\s+orders\b(?:\s+\w+)?\s+SET\s+([\s\S]*?)(?:\bWHERE\b|\bFROM\b|\bRETURNING\b|`)/g),
  ].map((match) => match[1] ?? '');
}
const writes = (setList: string, columns: readonly string[]) =>
  columns.some((column) => new RegExp(`(^|[\\s,])${column}\\s*=`).test(setList));

const STAGE = ['stage'] as const;
const PAYMENT_STATE = ['is_paid', 'paid_with', 'paid_at', 'paid_by', 'payment_status', 'settled_paise'] as const;

it('finds the statements it guards (the scan reads the code right)', () => {
  const all = files.flatMap((file) => orderUpdates(file.text));
  expect(all.length).toBeGreaterThan(8);
  expect(all.some((set) => writes(set, STAGE))).toBe(true);
  expect(all.some((set) => writes(set, PAYMENT_STATE))).toBe(true);
});

it('only the order modules write an order’s stage', () => {
  const writers = files.filter((file) => orderUpdates(file.text).some((set) => writes(set, STAGE))).map((f) => f.name);
  expect(writers.sort()).toEqual(['orders/repository.ts', 'orders/stages.ts']);
});

it('only the order repository and the ledger write whether and how an order is paid', () => {
  const writers = files
    .filter((file) => orderUpdates(file.text).some((set) => writes(set, PAYMENT_STATE)))
    .map((file) => file.name);
  expect(writers.sort()).toEqual(['money/ledger.ts', 'orders/repository.ts']);
});

it('only the ledger writes money entries, and nothing writes settled_paise but its trigger', () => {
  const writers = files.filter((file) => /INSERT\s+INTO\s+money_entries/.test(file.text)).map((file) => file.name);
  expect(writers).toEqual(['money/ledger.ts']);
  const settledWriters = files
    .filter((file) => orderUpdates(file.text).some((set) => writes(set, ['settled_paise'])))
    .map((file) => file.name);
  expect(settledWriters).toEqual([]);
});
