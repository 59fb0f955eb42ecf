import type { SalesReport } from '../src/schemas/types';
import { palmGrove } from './fixtures';

/** Three days of sales, as `GET /api/reports/sales` answers them. */
export function aReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    from: '2026-03-10',
    to: '2026-03-12',
    totals: {
      orders: 5,
      revenue: 1450,
      collected: 1200,
      collectedWith: { cash: 350, upi: 250, phonePe: 600, khata: 0 },
      refunded: 120,
      averageOrderValue: 290,
      cancelled: 1,
    },
    byDay: [
      { date: '2026-03-10', orders: 2, revenue: 600 },
      { date: '2026-03-11', orders: 0, revenue: 0 },
      { date: '2026-03-12', orders: 3, revenue: 850 },
    ],
    byPaymentMethod: [
      { paymentMethod: 'COD', orders: 3, revenue: 850 },
      { paymentMethod: 'PHONEPE', orders: 2, revenue: 600 },
    ],
    bySociety: [{ society: palmGrove._id, societyName: 'Palm Grove', areaName: 'Wakad', orders: 5, revenue: 1450 }],
    topProducts: [{ product: '0123456789abcdef01234567', name: 'Toned Milk', units: 7, revenue: 192.5 }],
    delivery: { delivered: 4, averageMinutes: 27.6, withinPromise: 3, late: 1 },
    ...overrides,
  };
}

export const emptyReport = (): SalesReport =>
  aReport({
    totals: {
      orders: 0,
      revenue: 0,
      collected: 0,
      collectedWith: { cash: 0, upi: 0, phonePe: 0, khata: 0 },
      refunded: 0,
      averageOrderValue: 0,
      cancelled: 0,
    },
    byDay: [{ date: '2026-03-12', orders: 0, revenue: 0 }],
    byPaymentMethod: [],
    bySociety: [],
    topProducts: [],
    delivery: { delivered: 0, averageMinutes: null, withinPromise: 0, late: 0 },
  });
