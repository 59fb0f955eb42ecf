/**
 * The khata: a customer's running tab with the store. An order delivered without payment is
 * owed; money the store records goes on the oldest owed orders first, in part where it does not
 * cover one (`allocateOldestFirst` in ledger.ts), and what is left is the customer's credit for the
 * next one. Amounts are integer paise, here and on the wire.
 */
import { formatRupees } from './money';
import { ENGLISH_READER, type Reader } from './say';

/** How a khata payment came in: cash at the counter or the store's UPI. */
export const KHATA_PAYMENT_METHODS = ['CASH', 'UPI'] as const;
export type KhataPaymentMethod = (typeof KHATA_PAYMENT_METHODS)[number];

/** ₹1,00,000: more than any neighbourhood tab; a typo of extra zeros is caught. */
export const KHATA_PAYMENT_MAX_PAISE = 10_000_000;

export const KHATA_MESSAGES = {
  amount: `Enter the amount received, from ₹0.01 to ${formatRupees(KHATA_PAYMENT_MAX_PAISE / 100, { compact: true })}, with at most 2 decimals`,
  method: 'Say whether it was paid in cash or by UPI',
  settledUndo:
    'This order was paid from the customer’s khata, so it cannot be undone here. A payment recorded by mistake stays as the customer’s credit.',
} as const;

/** The shopkeeper's problem with an amount in paise, or null when it can be recorded. */
export function khataAmountProblem(amountPaise: number, reader: Reader = ENGLISH_READER): string | null {
  return Number.isInteger(amountPaise) && amountPaise >= 1 && amountPaise <= KHATA_PAYMENT_MAX_PAISE
    ? null
    : reader.say(KHATA_MESSAGES.amount);
}

/** What a customer still has to pay: the owed orders less their credit (never below 0; credit shows apart). */
export function balanceDue(owedPaise: number, creditPaise: number): number {
  return Math.max(0, owedPaise - creditPaise);
}

/** Whole days since `since` (the oldest owed order's delivery), 0 on the same day. */
export function daysOwed(since: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}

export function daysOwedLabel(days: number): string {
  if (days === 0) return 'since today';
  return days === 1 ? 'for 1 day' : `for ${days} days`;
}
