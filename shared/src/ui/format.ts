import type { Order } from '../schemas/types';

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** "12 Mar 2025, 7:45 pm" in the customer's time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** "7:45 pm". */
export const formatTime = (iso: string): string => time.format(new Date(iso));

/** "+91 98765 43210": an Indian mobile number as people read it out. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** "Toned Milk × 2, Brown Bread × 1 and 3 more": what was in an order, in one line. */
export function itemsSummary(items: Order['orderItems'], shown = 2): string {
  const named = items.slice(0, shown).map((item) => `${item.name} × ${item.qty}`);
  const rest = items.length - named.length;
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}

/** "B-304, Palm Grove, Wakad": where an order goes. */
export const shippingLine = (address: Order['shippingAddress']): string => `${address.wing}-${address.flatNumber}, ${address.societyName}, ${address.areaName}`;
