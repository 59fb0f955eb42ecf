import { paiseToRupees, rupeesToPaise, type Order } from '@kirana/shared';
import { unitsIn } from '../../components/order/orderFacts';

export interface WingRun {
  wing: string;
  /** By flat number, so the rider climbs in order. */
  orders: Order[];
}

export interface SocietyRun {
  society: string;
  societyName: string;
  areaName: string;
  orders: number;
  /** Goods to carry up: every unit on every order. */
  units: number;
  /** Cash on delivery still to collect at the doors. */
  cashToCollect: number;
  /** When the longest-waiting order here was placed: the run to send first. */
  oldestPlacedAt: string;
  wings: WingRun[];
}

const cashDuePaise = (order: Order) =>
  order.paymentMethod === 'COD' && !order.isPaid ? rupeesToPaise(order.totalPrice) : 0;
const byText = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/**
 * Open orders gathered into one run per society, wing by wing, so one rider takes a whole society
 * in one trip. The society whose oldest order has waited longest comes first.
 */
export function groupBySociety(orders: readonly Order[]): SocietyRun[] {
  const societies = new Map<string, [Order, ...Order[]]>();
  for (const order of orders) {
    const inSociety = societies.get(order.shippingAddress.society);
    if (inSociety) inSociety.push(order);
    else societies.set(order.shippingAddress.society, [order]);
  }

  const runs = [...societies.values()].map((inSociety): SocietyRun => {
    const wings = new Map<string, Order[]>();
    for (const order of inSociety)
      wings.set(order.shippingAddress.wing, [...(wings.get(order.shippingAddress.wing) ?? []), order]);
    const { society, societyName, areaName } = inSociety[0].shippingAddress;
    return {
      society,
      societyName,
      areaName,
      orders: inSociety.length,
      units: inSociety.reduce((sum, order) => sum + unitsIn(order), 0),
      cashToCollect: paiseToRupees(inSociety.reduce((sum, order) => sum + cashDuePaise(order), 0)),
      oldestPlacedAt: inSociety.map((order) => order.createdAt).sort()[0] ?? inSociety[0].createdAt,
      wings: [...wings.entries()]
        .sort(([a], [b]) => byText(a, b))
        .map(([wing, inWing]) => ({
          wing,
          orders: [...inWing].sort((a, b) => byText(a.shippingAddress.flatNumber, b.shippingAddress.flatNumber)),
        })),
    };
  });
  return runs.sort(
    (a, b) => Date.parse(a.oldestPlacedAt) - Date.parse(b.oldestPlacedAt) || byText(a.societyName, b.societyName),
  );
}
