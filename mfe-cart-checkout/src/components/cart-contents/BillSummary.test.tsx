import { render, screen, within } from '@testing-library/react';
import { computeBill } from '@kirana/shared';
import { BillSummary } from './BillSummary';

function rows(itemTotal: number) {
  render(<BillSummary bill={computeBill([{ sellingPrice: itemTotal, qty: 1 }])} />);
  const text = (term: string) => within(screen.getByText(term).closest('div')!).getByRole('definition').textContent;
  return { items: text('Item total'), fee: text('Small cart fee'), delivery: text('Delivery fee'), toPay: text('To Pay') };
}

describe('bill summary (spec §9: ₹20 small-cart fee under ₹100, delivery fee 0)', () => {
  it('at ₹99.99 charges the ₹20 fee and adds it to To Pay', () => {
    expect(rows(99.99)).toEqual({ items: '₹99.99', fee: '₹20', delivery: '₹0', toPay: '₹119.99' });
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.getByText('Add items worth ₹0.01 more to skip the small cart fee.')).toBeInTheDocument();
  });

  it('at exactly ₹100 shows 20 struck out and 0', () => {
    expect(rows(100)).toEqual({ items: '₹100.00', fee: '₹20 waived ₹0', delivery: '₹0', toPay: '₹100.00' });
    expect(screen.getByRole('deletion')).toHaveTextContent(/^₹20 waived$/); // 'waived' is heard, not seen
    expect(screen.queryByText(/to skip the small cart fee/)).not.toBeInTheDocument();
  });

  it('at ₹100.01 shows 20 struck out and 0', () => {
    expect(rows(100.01)).toEqual({ items: '₹100.01', fee: '₹20 waived ₹0', delivery: '₹0', toPay: '₹100.01' });
    expect(screen.getByRole('deletion')).toHaveTextContent(/^₹20 waived$/); // 'waived' is heard, not seen
  });
});
