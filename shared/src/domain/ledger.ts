/**
 * The money ledger's rules: one record of every rupee (the API's `money_entries`), and every figure
 * of what is owed derived from it. Amounts are integer paise.
 *
 * - An order's due is its total less what was settled on it: payments (cash or UPI at the door,
 *   online) and khata money put on it, less any of them undone. It is what the rider collects,
 *   what the dashboard counts as cash to collect, and what the khata counts as owed.
 * - A customer's khata credit is what they paid into the khata less what was put on their orders.
 * - Money is counted once, when it comes in: a payment at the door or online under its method, a
 *   khata payment under the khata. Putting khata money on an order moves no new money.
 */

import { ONLINE_PAYMENT_METHOD } from './paymentMethods';

export interface OrderOwed {
  id: string;
  /** What is still due on it. */
  duePaise: number;
}

export interface AllocationStep {
  id: string;
  amountPaise: number;
  /** This allocation covers the order in full. */
  settles: boolean;
}

/**
 * Puts `creditPaise` on owed orders, oldest first (the caller's order), each as far as the credit
 * reaches: a ₹100 payment on a ₹225 order leaves ₹125 due on it, and nothing for younger orders.
 */
export function allocateOldestFirst(creditPaise: number, owedOldestFirst: readonly OrderOwed[]): AllocationStep[] {
  const steps: AllocationStep[] = [];
  let left = Math.max(0, creditPaise);
  for (const order of owedOldestFirst) {
    if (left <= 0) break;
    if (order.duePaise <= 0) continue;
    const amountPaise = Math.min(left, order.duePaise);
    steps.push({ id: order.id, amountPaise, settles: amountPaise === order.duePaise });
    left -= amountPaise;
  }
  return steps;
}

/** What is still due on an order: its total less what was settled, never below 0 (nothing on a cancelled order). */
export function dueOf(order: { totalPaise: number; settledPaise: number; isCancelled?: boolean }): number {
  if (order.isCancelled) return 0;
  return Math.max(0, order.totalPaise - order.settledPaise);
}

/**
 * Where the difference of a line short at packing goes (R38c): nothing was paid, the payment provider
 * refunds it (paid online), or the khata.
 */
export type ShortGivesBack = 'nothing' | 'refund' | 'khata';

/**
 * Whether a line of an order can be marked short at packing, and where its difference then goes
 * back (R38c); null when it cannot: the order is past packing, its online payment is under way, or
 * it was paid at the door (the difference would have to be handed back in cash). Nothing paid: the
 * total just falls. Paid online: the difference is refunded. Khata money on it (all or part
 * of the total): the difference goes back to the khata credit.
 */
export function shortGivesBack(order: {
  stage: string;
  paymentStatus: string;
  isPaid: boolean;
  paidWith: string | null;
  totalPaise: number;
  duePaise: number;
}): ShortGivesBack | null {
  if (order.stage !== 'placed' && order.stage !== 'packing') return null;
  if (order.paymentStatus === 'PENDING') return null;
  if (order.isPaid)
    return order.paidWith === ONLINE_PAYMENT_METHOD ? 'refund' : order.paidWith === 'KHATA' ? 'khata' : null;
  // Unpaid: only khata money is ever put on an order in part.
  return order.duePaise === order.totalPaise ? 'nothing' : 'khata';
}
