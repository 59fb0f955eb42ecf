import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayPaymentStatus, GatewayRefundStatus } from '../gateway';
import { isJson, text } from '../transport';
import { readOrderState, readRefundState } from './v2States';

/** What PhonePe puts in a webhook's Authorization header: SHA-256 (hex) of `username:password`. */
export const webhookAuthorization = (username: string, password: string) =>
  createHash('sha256').update(`${username}:${password}`).digest('hex');

/** Compares a received Authorization header with the expected hash in constant time. */
export function webhookAuthorized(
  received: string | undefined,
  credentials: { webhookUsername: string; webhookPassword: string },
): boolean {
  if (!received) return false;
  const expected = Buffer.from(webhookAuthorization(credentials.webhookUsername, credentials.webhookPassword));
  const given = Buffer.from(received.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookEvent =
  | { kind: 'order'; event: string; status: GatewayPaymentStatus & { attemptId: string } }
  | { kind: 'refund'; event: string; status: GatewayRefundStatus & { refundId: string } }
  | { kind: 'other'; event: string };

/**
 * An order's end: Standard Checkout names it checkout.order.*, PhonePe's other checkout and SDK pages
 * pg.order.*; either way `payload.state` decides (an expired order comes as one of these with state
 * EXPIRED). A failed attempt while the order stays open (pg.transaction.failed and the like) is no
 * order's end and is only acknowledged.
 */
const ORDER_EVENTS = new Set([
  'checkout.order.completed',
  'checkout.order.failed',
  'pg.order.completed',
  'pg.order.failed',
]);
const REFUND_EVENTS = new Set(['pg.refund.accepted', 'pg.refund.completed', 'pg.refund.failed']);

/**
 * Reads a verified webhook body: the event from `event`, the status from `payload.state` (never
 * from `type`, which PhonePe is retiring). Null when it is not a webhook we can read.
 */
export function readWebhook(body: unknown): WebhookEvent | null {
  if (!isJson(body) || !isJson(body.payload)) return null;
  const event = text(body.event);
  if (!event) return null;
  const payload = body.payload;
  if (ORDER_EVENTS.has(event)) {
    const status = readOrderState(payload);
    const { attemptId } = status;
    return attemptId && status.outcome !== 'unknown'
      ? { kind: 'order', event, status: { ...status, attemptId } }
      : null;
  }
  if (REFUND_EVENTS.has(event)) {
    const status = readRefundState(payload);
    const { refundId } = status;
    return refundId && status.outcome !== 'unknown' ? { kind: 'refund', event, status: { ...status, refundId } } : null;
  }
  return { kind: 'other', event };
}
