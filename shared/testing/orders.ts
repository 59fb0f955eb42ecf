import { orderNumber } from '../src/domain/orderNumber';
import type { OrderStage } from '../src/domain/orderStages';
import type { Order, OrdersSummary, RiderOrder } from '../src/schemas/types';
import { customer, palmGroveB304, rider } from './fixtures';

/**
 * An order as the API answers it: the customer's (Asha), to her saved address (B-304 Palm Grove,
 * Wakad), placed `minutesAgo`, cash on delivery, open. The order number follows the id, so an `_id` override keeps them in step.
 */
/** The stage that goes with the flags a test overrides (a test may also set the stage itself). */
const stageOf = (overrides: { stage?: OrderStage; isDelivered?: boolean; isCancelled?: boolean }): OrderStage =>
  overrides.stage ?? (overrides.isCancelled ? 'cancelled' : overrides.isDelivered ? 'delivered' : 'placed');

export function anOrder(overrides: Partial<Order> = {}, minutesAgo = 23): Order {
  const _id = overrides._id ?? '65f1a2b3c4d5e6f7a8b9c0d1';
  return {
    _id,
    orderNumber: orderNumber(_id),
    user: { _id: customer._id, name: customer.name, phoneNumber: customer.phoneNumber },
    orderItems: [
      {
        product: '0123456789abcdef01234567',
        name: 'Toned Milk',
        image: 'http://api.test/uploads/milk.svg',
        qty: 2,
        orderedQty: 2,
        quantityLabel: '500 ml',
        sellingPrice: 27.5,
      },
      {
        product: '0123456789abcdef01234568',
        name: 'Brown Bread',
        image: 'http://api.test/uploads/bread.svg',
        qty: 1,
        orderedQty: 1,
        quantityLabel: '400 g',
        sellingPrice: 40,
      },
    ],
    shippingAddress: { ...palmGroveB304 },
    paymentMethod: 'COD',
    paymentStatus: 'UNPAID',
    itemsPrice: 95,
    smallCartFee: 20,
    deliveryFee: 0,
    totalPrice: 115,
    amountDue: overrides.isPaid || overrides.isCancelled ? 0 : (overrides.totalPrice ?? 115),
    stage: stageOf(overrides),
    packingAt: null,
    packedAt: null,
    pickedUpAt: null,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    isCancelled: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * An order as a rider reads it (`RiderOrder`): Asha's, to B-304 Palm Grove, 3 items, ₹115 cash on
 * delivery still to collect, assigned to Raju the rider, open with all 5 code tries left.
 *
 * The customer follows the API's rule (R63) unless a test sets it: name and phone on an open order
 * of a rider's; the name alone once delivered; neither on one nobody has (`riderId: null`) or a
 * cancelled one.
 */
export function aRiderOrder(overrides: Partial<RiderOrder> = {}): RiderOrder {
  const _id = overrides._id ?? '65f1a2b3c4d5e6f7a8b9c0d1';
  const theirs = overrides.riderId !== null && !overrides.isCancelled;
  return {
    _id,
    orderNumber: orderNumber(_id),
    customer: {
      name: theirs ? customer.name : null,
      phoneNumber: theirs && !overrides.isDelivered ? customer.phoneNumber : null,
    },
    address: {
      society: palmGroveB304.society,
      societyName: palmGroveB304.societyName,
      wing: palmGroveB304.wing,
      flatNumber: palmGroveB304.flatNumber,
      areaName: palmGroveB304.areaName,
    },
    items: [
      { name: 'Toned Milk', qty: 2, quantityLabel: '500 ml' },
      { name: 'Brown Bread', qty: 1, quantityLabel: '400 g' },
    ],
    itemCount: 3,
    paymentMethod: 'COD',
    isPaid: false,
    totalPrice: 115,
    amountToCollect: 115,
    riderId: rider._id,
    assignedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    stage: stageOf(overrides),
    isDelivered: false,
    isCancelled: false,
    cashCollected: false,
    handoffTriesLeft: 5,
    handoffFlagged: false,
    createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
    ...overrides,
  };
}

let sequence = 0;
/** A fresh 24-hex id whose order number (characters 11–24, uppercased) is easy to read in a test. */
export function orderId(): string {
  sequence += 1;
  return `65f1a2b3c4d5e6f7a8${sequence.toString(16).padStart(6, '0')}`;
}

/** The admin dashboard's summary (`GET /api/orders/summary`), with `overrides`. */
export function aSummary(overrides: Partial<OrdersSummary> = {}): OrdersSummary {
  return {
    date: '2026-03-12',
    today: { orders: 14, revenue: 3250.5, collected: 2100 },
    open: { orders: 3, late: 1, awaitingPayment: 0 },
    unpaidDelivered: { orders: 2, amount: 340 },
    lateOrders: [],
    latestOrders: [],
    ...overrides,
  };
}
