import { render, screen, within } from '@testing-library/react';
import { anOrder } from '../../testing';
import { computeBill } from '../domain/bill';
import { billOf } from '../domain/orderBill';
import { LocaleProvider, loadLocale } from '../i18n';
import { OrderBill } from './OrderBill';

/** Each row's term → what it reads (its definition's text, hidden words included). */
function rows(region: HTMLElement) {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}
const cartBill = (itemTotal: number) => {
  render(<OrderBill kind="cart" bill={computeBill([{ sellingPrice: itemTotal, qty: 1 }])} />);
  return screen.getByRole('region', { name: 'Bill details' });
};

describe('the cart’s bill (R15: ₹20 small-cart fee under ₹100, delivery fee 0)', () => {
  it('at ₹99.99 charges the ₹20 fee, adds it to To Pay and says how much more skips it', () => {
    const bill = cartBill(99.99);
    expect(rows(bill)).toEqual({
      'Item total': '₹99.99',
      'Small cart fee': '₹20',
      'Delivery fee': '₹0',
      'To Pay': '₹119.99',
    });
    expect(within(bill).getByRole('heading', { level: 3, name: 'Bill details' })).toBeInTheDocument();
    expect(within(bill).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(bill).getByText('Add items worth ₹0.01 more to skip the small cart fee.')).toBeInTheDocument();
  });

  it('at exactly ₹100 shows 20 struck out and 0', () => {
    const bill = cartBill(100);
    expect(rows(bill)).toEqual({
      'Item total': '₹100.00',
      'Small cart fee': '₹20 waived ₹0',
      'Delivery fee': '₹0',
      'To Pay': '₹100.00',
    });
    expect(within(bill).getByRole('deletion')).toHaveTextContent(/^₹20 waived$/); // 'waived' is heard, not seen
    expect(within(bill).getByText('waived')).toHaveClass('kn-ui-visually-hidden');
    expect(within(bill).queryByText(/to skip the small cart fee/)).not.toBeInTheDocument();
  });

  it('at ₹100.01 shows 20 struck out and 0', () => {
    const bill = cartBill(100.01);
    expect(rows(bill)).toEqual({
      'Item total': '₹100.01',
      'Small cart fee': '₹20 waived ₹0',
      'Delivery fee': '₹0',
      'To Pay': '₹100.01',
    });
    expect(within(bill).getByRole('deletion')).toHaveTextContent(/^₹20 waived$/);
  });
});

describe('a placed order’s bill (R15: item total, delivery fee shown as 0, total bill)', () => {
  it('shows what the order charged, the small-cart fee included, under Bill summary', () => {
    render(
      <OrderBill kind="order" bill={billOf(anOrder())} className="a-card" titleClassName="a-card__title">
        <p>Pay on delivery</p>
      </OrderBill>,
    );
    const bill = screen.getByRole('region', { name: 'Bill summary' });
    expect(rows(bill)).toEqual({
      'Item total': '₹95.00',
      'Small cart fee': '₹20',
      'Delivery fee': '₹0',
      'Total bill': '₹115.00',
    });
    expect(within(bill).getByRole('heading', { level: 2 })).toHaveClass('a-card__title');
    expect(bill).toHaveClass('kn-ui-bill', 'a-card');
    expect(within(bill).getByText('Pay on delivery')).toBeInTheDocument();
    // The hint is the cart's, while the customer can still add items.
    expect(within(bill).queryByText(/to skip the small cart fee/)).not.toBeInTheDocument();
  });

  it('shows a fee the order did not charge as the cart did: 20 struck out and 0', () => {
    render(<OrderBill kind="order" bill={billOf(anOrder({ itemsPrice: 120, smallCartFee: 0, totalPrice: 120 }))} />);
    const bill = screen.getByRole('region', { name: 'Bill summary' });
    expect(rows(bill)).toEqual({
      'Item total': '₹120.00',
      'Small cart fee': '₹20 waived ₹0',
      'Delivery fee': '₹0',
      'Total bill': '₹120.00',
    });
    expect(within(bill).getByRole('deletion')).toHaveTextContent(/^₹20 waived$/);
  });
});

describe('a phone order’s bill', () => {
  it('names its total for the cash the rider collects, and has no fee row while nothing is on it', () => {
    const { rerender } = render(<OrderBill kind="phone-order" bill={computeBill([])} />);
    const bill = screen.getByRole('region', { name: 'Bill' });
    expect(within(bill).getByRole('heading', { level: 3, name: 'Bill' })).toBeInTheDocument();
    expect(rows(bill)).toEqual({
      'Item total': '₹0.00',
      'Delivery fee': '₹0',
      'Total bill (cash on delivery)': '₹0.00',
    });

    rerender(<OrderBill kind="phone-order" bill={computeBill([{ sellingPrice: 27, qty: 4 }])} />);
    expect(rows(bill)).toEqual({
      'Item total': '₹108.00',
      'Small cart fee': '₹20 waived ₹0',
      'Delivery fee': '₹0',
      'Total bill (cash on delivery)': '₹108.00',
    });
    expect(within(bill).queryByText(/to skip the small cart fee/)).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it('reads the rows and the waived fee in Hindi, rupees through Intl', async () => {
    await loadLocale('hi');
    render(
      <LocaleProvider value="hi">
        <OrderBill kind="cart" bill={computeBill([{ sellingPrice: 1250, qty: 1 }])} />
      </LocaleProvider>,
    );
    const bill = screen.getByRole('region', { name: 'बिल का ब्योरा' });
    expect(rows(bill)).toEqual({
      'सामान का कुल': '₹1,250.00',
      'छोटे कार्ट का शुल्क': '₹20 माफ़ ₹0',
      'डिलीवरी शुल्क': '₹0',
      'कुल देय': '₹1,250.00',
    });
  });
});
