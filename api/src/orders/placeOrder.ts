import { createHash, randomInt } from 'node:crypto';
import {
  computeBill,
  HANDOFF_CODE_LENGTH,
  formatRupees,
  notTakingOrdersMessage,
  paiseToRupees,
  rupeesToPaise,
  type OrderCreate,
  type PaymentMethod,
  sentence,
  type StoreStatus,
  NOT_TAKING_ORDERS,
} from '@kirana/shared/domain';
import type { Database, Queryable } from '../db/database';
import type { WholeOrderRow } from './orderRows';
import { newObjectId } from '../db/ids';
import { badRequest, conflict, HttpError, refused } from '../lib/httpErrors';
import { readStoreStatus, STORE_OPEN_HOLD } from '../store/repository';
import {
  findOrderByIdempotencyKey,
  insertOrder,
  productShelf,
  takeStock,
  type OrderTotals,
  type TakenLine,
} from './placementRepository';

export interface PlaceOrderRequest {
  userId: string;
  body: OrderCreate;
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey: string | null;
  /** The admin placing it for the customer (a phone order); the customer themself when absent. */
  placedBy?: string;
}

export interface PlacedOrder {
  orderId: string;
  /** False when the key had already placed this order and it is being answered again. */
  created: boolean;
  /** The new order as stored (read in its last statement); a replay reads it again. */
  row?: WholeOrderRow;
}

/** Runs inside the order's transaction once it is priced (an online payment records its attempt here). */
export type OnPlaced = (tx: Queryable, order: { orderId: string; totals: OrderTotals }) => Promise<void>;

/** Four digits from the system's cryptographic random source, leading zeros kept. */
export const newHandoffCode = (): string => String(randomInt(0, 10_000)).padStart(HANDOFF_CODE_LENGTH, '0');

/**
 * The order's transaction: its statements are planned once per connection (they take the lines as
 * arrays, and PostgreSQL would plan them for each order), and it holds the store's status from BEGIN
 * so that a pause waits for it (R73, `STORE_OPEN_HOLD`).
 */
const ORDER_TRANSACTION = { genericPlans: true, holdShared: STORE_OPEN_HOLD } as const;

const NOT_SAVED = sentence('Please choose one of your saved delivery addresses.');
const KEY_REUSED = sentence(
  'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
);

interface OrderLine {
  product: string;
  qty: number;
}

/** Each line's product, named by `product` or (the spec's cart item) `_id`; both must agree. */
function orderLines(body: OrderCreate): OrderLine[] {
  return body.orderItems.map((item) => {
    const product = item.product ?? item._id;
    if (!product || (item.product && item._id && item.product !== item._id))
      throw badRequest(sentence('Each order line must name one product (product or _id).'));
    return { product, qty: item.qty };
  });
}

/** The fingerprint of what was asked for, so a reused key with a different body is caught. */
function requestHash(
  body: Omit<OrderCreate, 'orderItems'> & { orderItems: OrderLine[] },
  route: PaymentMethod,
): string {
  const canonical = {
    route,
    items: [...body.orderItems].map(({ product, qty }) => [product, qty]).sort(),
    address: [body.shippingAddress.society, body.shippingAddress.wing, body.shippingAddress.flatNumber],
    method: body.paymentMethod,
    expectedTotal: body.expectedTotal ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** What placing an order refuses, for the routes that place one to document beside their own refusals. */
export const PLACE_ORDER_REFUSALS = {
  400: refused(
    'A product is no longer sold or is listed twice, the address is not one of the customer’s saved ones, or the ' +
      'request is not valid (the message names the field).',
  ),
  409: refused(
    'The store is paused (`store` gives the reason and reopening time), a product is short of stock, or the total ' +
      'is no longer `expectedTotal` (a price changed).',
  ),
  422: refused('This Idempotency-Key already placed a different order.'),
};

/** The store is not taking orders (409, with the reason and reopening time customers see). */
class StorePaused extends HttpError {
  constructor(status: StoreStatus) {
    // The whole sentence in English; a front end writes it from `store` in its reader's language and time.
    super(409, sentence('{sentence}.', { sentence: sentence(NOT_TAKING_ORDERS) }), {
      store: { reason: status.reason, reopensAt: status.reopensAt },
    });
    this.message = notTakingOrdersMessage(status);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The key's earlier order answers again, if it was the same order; a different one is refused. */
function replayOf(existing: { id: string; requestHash: string } | null, hash: string | null): PlacedOrder | null {
  if (!existing) return null;
  if (existing.requestHash !== hash) throw new HttpError(422, KEY_REUSED);
  return { orderId: existing.id, created: false };
}

/** Explains, in the customer's words, why a line's stock could not be taken. */
async function shortageError(db: Queryable, productId: string, qty: number): Promise<HttpError> {
  const shelf = await productShelf(db, productId);
  if (!shelf?.isActive)
    return badRequest(sentence('One of the items in your cart is no longer sold. Please remove it and try again.'));
  if (shelf.stock === 0)
    return conflict(sentence('{name} is out of stock. Please remove it from your cart.', { name: shelf.name }));
  return conflict(
    sentence('Only {stock} of {name} left (you asked for {qty}). Please lower the quantity.', {
      stock: shelf.stock,
      name: shelf.name,
      qty,
    }),
  );
}

function billFor(lines: readonly TakenLine[]): OrderTotals {
  const bill = computeBill(lines.map((line) => ({ sellingPrice: paiseToRupees(line.unitPricePaise), qty: line.qty })));
  return {
    itemsPaise: rupeesToPaise(bill.itemsPrice),
    smallCartFeePaise: rupeesToPaise(bill.smallCartFee),
    deliveryFeePaise: rupeesToPaise(bill.deliveryFee),
    totalPaise: rupeesToPaise(bill.toPay),
  };
}

/**
 * Places an order priced from the store's own catalogue: refuses it while the store is paused
 * (409, nothing taken or charged), checks the address is the customer's,
 * takes every line's stock in one transaction (all or nothing), stores the lines as sold and the
 * bill (small-cart and delivery fees included), and answers a repeated Idempotency-Key with the
 * order it already made. Nothing is read before the transaction, and it is two statements
 * whatever the number of lines (take the stock; insert the priced order at the address with its
 * lines, which claims the key), three with an online payment's attempt.
 */
export async function placeOrder(
  db: Database,
  request: PlaceOrderRequest,
  route: PaymentMethod,
  onPlaced?: OnPlaced,
): Promise<PlacedOrder> {
  const { userId, idempotencyKey } = request;
  const body = { ...request.body, orderItems: orderLines(request.body) };
  const products = body.orderItems.map((item) => item.product);
  if (new Set(products).size !== products.length)
    throw badRequest(sentence('Each product can appear only once in an order. Change its quantity instead.'));

  const hash = idempotencyKey ? requestHash(body, route) : null;
  // Nothing is read first: the order's insert claims the key and reads the address, and a key
  // already used fails the order (rare: a retry), which is then answered from the order it placed.
  const replay = async () =>
    idempotencyKey ? replayOf(await findOrderByIdempotencyKey(db, userId, idempotencyKey), hash) : null;

  const orderId = newObjectId();
  try {
    const row = await db.transaction(async (tx) => {
      const newOrder = {
        id: orderId,
        userId,
        address: body.shippingAddress,
        paymentMethod: body.paymentMethod,
        paymentStatus: body.paymentMethod === 'COD' ? 'UNPAID' : 'PENDING',
        idempotencyKey,
        requestHash: hash,
        handoffCode: newHandoffCode(),
        placedBy: request.placedBy ?? null,
      } as const;
      const { paused, taken } = await takeStock(tx, body.orderItems);
      if (paused) throw new StorePaused(await readStoreStatus(tx));
      const lines = body.orderItems.map((item) => taken.get(item.product));
      if (!lines.every((line): line is TakenLine => line !== undefined)) {
        // The first line (in product-id order) that could not be taken says why.
        const short = [...body.orderItems]
          .sort((a, b) => a.product.localeCompare(b.product))
          .find((item) => !taken.has(item.product));
        throw short ? await shortageError(tx, short.product, short.qty) : new Error('A line was not taken');
      }
      const bill = billFor(lines);
      if (body.expectedTotal !== undefined && rupeesToPaise(body.expectedTotal) !== bill.totalPaise) {
        throw conflict(
          sentence(
            'Prices have changed since these items were added: your total is now {total}. Please check your cart and place the order again.',
            { total: formatRupees(paiseToRupees(bill.totalPaise)) },
          ),
        );
      }
      const saved = await insertOrder(tx, newOrder, lines, bill);
      if (!saved) throw badRequest(NOT_SAVED);
      await onPlaced?.(tx, { orderId, totals: bill });
      return saved;
    }, ORDER_TRANSACTION);
    return { orderId, created: true, row };
  } catch (error) {
    // The key already placed an order (a retry, or the same key racing us and winning): answer it.
    // A retry refused now (its address removed since, the store paused, the stock or a price moved
    // since it was placed) is still answered with the order it placed.
    if (idempotencyKey && (isUniqueViolation(error) || error instanceof HttpError)) {
      const again = await replay();
      if (again) return again;
    }
    throw error;
  }
}
