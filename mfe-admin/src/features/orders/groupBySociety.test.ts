import { groupBySociety } from './groupBySociety';
import { anOrder, banerHeights, orderId, palmGrove } from '@kirana/shared/testing';

const at = (society: typeof palmGrove, wing: string, flatNumber: string) => ({
  society: society._id,
  societyName: society.societyName,
  wing,
  flatNumber,
  locality: society.locality,
  areaName: society.areaName,
});

describe('groupBySociety: one delivery run per society', () => {
  it('gathers orders by society and wing, wings A→Z and flats in climbing order', () => {
    const runs = groupBySociety([
      anOrder({ _id: orderId(), shippingAddress: at(palmGrove, 'B', '1204') }, 10),
      anOrder({ _id: orderId(), shippingAddress: at(palmGrove, 'A', '702') }, 5),
      anOrder({ _id: orderId(), shippingAddress: at(palmGrove, 'B', '304') }, 8),
    ]);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.wings.map((w) => [w.wing, w.orders.map((o) => o.shippingAddress.flatNumber)])).toEqual([
      ['A', ['702']],
      ['B', ['304', '1204']],
    ]);
    expect(runs[0]).toMatchObject({ societyName: 'Palm Grove', areaName: 'Wakad', orders: 3, units: 9 });
  });

  it('sends the society with the longest-waiting order first', () => {
    const runs = groupBySociety([
      anOrder({ _id: orderId(), shippingAddress: at(palmGrove, 'A', '101') }, 5),
      anOrder({ _id: orderId(), shippingAddress: at(banerHeights, 'C', '202') }, 31),
    ]);
    expect(runs.map((run) => run.societyName)).toEqual(['Baner Heights', 'Palm Grove']);
  });

  it('counts as cash to collect only unpaid cash-on-delivery orders, in paise-exact rupees', () => {
    const [run] = groupBySociety([
      anOrder({ _id: orderId(), totalPrice: 115.1 }),
      anOrder({ _id: orderId(), totalPrice: 60.2 }),
      anOrder({ _id: orderId(), totalPrice: 300, isPaid: true, paymentStatus: 'PAID' }),
      anOrder({ _id: orderId(), totalPrice: 250, paymentMethod: 'PHONEPE', paymentStatus: 'PENDING' }),
    ]);
    expect(run!.cashToCollect).toBe(175.3);
  });

  it('has no runs without orders', () => {
    expect(groupBySociety([])).toEqual([]);
  });
});
