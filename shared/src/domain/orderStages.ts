/**
 * An order's stages, one table for the API and every screen: where the order is, which change
 * leads where, and who may make it.
 *
 *   placed → packing → packed → out for delivery → delivered
 *   cancelled from any stage before delivered
 *
 * The API keeps the stage in one column (`orders.stage`) and changes it only through
 * `api/src/orders/stages.ts`, which checks this table under the order's row lock.
 */

export const ORDER_STAGES = ['placed', 'packing', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Who makes a change: the customer, the store's admin, a rider of its team, or the payment provider. */
export type StageActor = 'customer' | 'admin' | 'rider' | 'payments';

/** The changes an order's stage can go through. */
export type StageChange = 'startPacking' | 'packed' | 'pickUp' | 'deliver' | 'cancel';

/** Stages an order is still open in (to pack, to take, to deliver). */
export const OPEN_STAGES: readonly OrderStage[] = ['placed', 'packing', 'packed', 'out_for_delivery'];

interface Transition {
  from: readonly OrderStage[];
  to: OrderStage;
  by: readonly StageActor[];
}

/**
 * Every change, the stages it may start from, where it leads, and who may make it. The admin's
 * Deliver and Pay sliders work from any open stage; a rider delivers with the customer's code
 * from any open stage too (the code proves the hand-over), but picks up only a packed order.
 * The payment provider cancels an unpaid order whose payment failed.
 */
export const STAGE_TRANSITIONS: Record<StageChange, Transition> = {
  startPacking: { from: ['placed'], to: 'packing', by: ['admin'] },
  packed: { from: ['placed', 'packing'], to: 'packed', by: ['admin'] },
  pickUp: { from: ['packed'], to: 'out_for_delivery', by: ['rider'] },
  deliver: { from: OPEN_STAGES, to: 'delivered', by: ['admin', 'rider'] },
  cancel: { from: OPEN_STAGES, to: 'cancelled', by: ['admin', 'payments'] },
};

/** Whether `actor` may make `change` to an order at `stage`. */
export function canChangeStage(stage: OrderStage, change: StageChange, actor: StageActor): boolean {
  const transition = STAGE_TRANSITIONS[change];
  return transition.from.includes(stage) && transition.by.includes(actor);
}

/** The stage's name as every screen shows it (English; a key of the screens' catalogues). */
export const STAGE_LABELS: Record<OrderStage, string> = {
  placed: 'Placed',
  packing: 'Packing',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * The steps a customer follows on their order page, in order. Packed counts as the packing step
 * done: the customer sees "Packed" there until a rider picks the order up.
 */
export const CUSTOMER_STEPS = ['placed', 'packing', 'out_for_delivery', 'delivered'] as const;
export type CustomerStep = (typeof CUSTOMER_STEPS)[number];

/** How far along the customer's steps an order is (-1 when cancelled). */
export function customerStepIndex(stage: OrderStage): number {
  if (stage === 'cancelled') return -1;
  if (stage === 'packed') return CUSTOMER_STEPS.indexOf('packing');
  return CUSTOMER_STEPS.indexOf(stage);
}

/** The stage as the admin's board groups open orders: oldest first within each, in this order. */
export const BOARD_STAGES: readonly OrderStage[] = OPEN_STAGES;

/** The admin's next packing button for an order, if any: Start packing, then Packed. */
export function nextPackingChange(stage: OrderStage): 'startPacking' | 'packed' | null {
  if (stage === 'placed') return 'startPacking';
  if (stage === 'packing') return 'packed';
  return null;
}

export const PACKING_CHANGE_LABELS: Record<'startPacking' | 'packed', string> = {
  startPacking: 'Start packing',
  packed: 'Packed',
};

/** Whether the goods are still in the store (nothing says "on the way" before out for delivery). */
export const isInStore = (stage: OrderStage) => stage === 'placed' || stage === 'packing' || stage === 'packed';
