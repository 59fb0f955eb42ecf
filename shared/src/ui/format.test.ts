import type { Order } from '../domain';
import { switchLocale } from '../i18n/catalogs';
import { itemsSummary } from './format';

type Line = Order['orderItems'][number];
const line = (name: string, qty: number): Line => ({
  name,
  qty,
  orderedQty: qty,
  product: name,
  image: '',
  quantityLabel: '1 kg',
  sellingPrice: 40,
});

describe('itemsSummary', () => {
  afterEach(() => switchLocale('en'));

  it('names the first two lines and counts the rest', () => {
    expect(itemsSummary([line('Onion', 1)])).toBe('Onion × 1');
    expect(itemsSummary([line('Onion', 1), line('Tomato', 2), line('Atta', 1)])).toBe(
      'Onion × 1, Tomato × 2 and 1 more',
    );
  });

  it('reads as Hindi in Hindi: the rest are “other items”, not “और 1 और”', async () => {
    await switchLocale('hi');
    const summary = itemsSummary([line('Onion', 1), line('Tomato', 2), line('Atta', 1)]);
    expect(summary).toBe('Onion × 1, Tomato × 2 और 1 अन्य सामान');
    expect(summary).not.toMatch(/और \d+ और/);
  });
});
