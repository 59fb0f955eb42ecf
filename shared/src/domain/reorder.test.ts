import type { Product, ReorderLine } from '../schemas/types';
import { planReorder, reorderMessage } from './reorder';

const product = (id: string, name: string, sellingPrice: number, stock: number): Product => ({
  _id: id.padStart(24, '0'),
  name,
  description: '',
  category: 'Dairy',
  categoryId: 'c'.padStart(24, '0'),
  productImages: [],
  mrp: sellingPrice,
  sellingPrice,
  quantityLabel: '1 pc',
  stock,
  inStock: stock > 0,
  isActive: true,
});
const line = (p: Product | null, name: string, qty: number, price: number): ReorderLine => ({
  productId: p?._id ?? 'f'.padStart(24, '0'),
  name,
  qty,
  price,
  product: p,
});

const milk = product('1', 'Toned Milk', 28, 50);
const curd = product('2', 'Fresh Dahi (Curd)', 40, 2);
const atta = product('3', 'Whole Wheat Atta', 262, 10);
const bread = product('4', 'Milk Bread', 45, 0);

describe('reorder', () => {
  it('puts every line back as it was when all is as before', () => {
    const plan = planReorder([line(milk, 'Toned Milk', 2, 28), line(atta, 'Whole Wheat Atta', 1, 262)], () => 0);
    expect(plan.lines).toEqual([
      { product: milk, qty: 2 },
      { product: atta, qty: 1 },
    ]);
    expect(reorderMessage(plan)).toEqual({ kind: 'success', text: 'Added 3 items to your cart at today’s prices.' });
  });

  it('caps a line by stock and by 5 with what the cart holds, leaves out what is gone, and names every change once', () => {
    const inCart = (id: string) => (id === milk._id ? 4 : 0);
    const plan = planReorder(
      [
        line(milk, 'Toned Milk', 3, 28),
        line(curd, 'Fresh Dahi (Curd)', 4, 40),
        line(atta, 'Whole Wheat Atta', 1, 250),
        line(bread, 'Milk Bread', 1, 45),
        line(null, 'Old Biscuits', 2, 10),
      ],
      inCart,
    );
    expect(plan.lines).toEqual([
      { product: milk, qty: 5 },
      { product: curd, qty: 2 },
      { product: atta, qty: 1 },
    ]);
    expect(plan.added).toBe(4);
    expect(reorderMessage(plan)).toEqual({
      kind: 'warning',
      text:
        'Added 4 items to your cart at today’s prices. Not available now: Milk Bread, Old Biscuits. ' +
        'Fewer than you asked for: Toned Milk (5 of 7), Fresh Dahi (Curd) (2 of 4). New prices: Whole Wheat Atta ₹262.00 (was ₹250.00).',
    });
  });

  it('says so when nothing could be added', () => {
    const plan = planReorder([line(bread, 'Milk Bread', 1, 45), line(milk, 'Toned Milk', 1, 28)], () => 5);
    expect(plan.lines).toEqual([]);
    expect(reorderMessage(plan)).toEqual({
      kind: 'error',
      text: 'Nothing could be added to your cart. Not available now: Milk Bread. Fewer than you asked for: Toned Milk (5 of 6).',
    });
  });
});
