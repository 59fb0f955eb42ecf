import { act, render, screen, within } from '@testing-library/react';
import { anOrder } from '../../testing';
import { switchLocale } from '../i18n/catalogs';
import { OrderItemsList } from './OrderItemsList';

const items = anOrder().orderItems; // 2 × Toned Milk at ₹27.50, 1 × Brown Bread at ₹40
const line = (index: number) => {
  const found = screen.getAllByRole('listitem')[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
};

describe('an order’s items', () => {
  it('shows each line’s image, name, quantity label and how many: seen as × 2, heard as Quantity 2', () => {
    render(<OrderItemsList items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const milk = line(0);
    expect(within(milk).getByText('Toned Milk')).toBeInTheDocument();
    expect(within(milk).getByText('500 ml')).toBeInTheDocument();
    expect(within(milk).getByText('Quantity', { exact: false }).parentElement).toHaveTextContent(/^Quantity × 2$/);
    expect(within(milk).getByText('Quantity', { exact: false })).toHaveClass('kn-ui-visually-hidden');
    expect(within(milk).getByText('×', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(milk.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/milk.svg');
    expect(milk.querySelector('img')).toHaveAttribute('alt', ''); // the name says what it is
    // The admin's packing list: no prices.
    expect(within(milk).queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('with prices, each line’s quantity times the price it was ordered at', () => {
    render(<OrderItemsList items={items} prices />);
    expect(within(line(0)).getByText('₹55.00')).toBeInTheDocument();
    expect(within(line(1)).getByText('₹40.00')).toBeInTheDocument();
  });

  it('keeps a line’s place when it has no image', () => {
    render(<OrderItemsList items={items.map((item) => ({ ...item, image: '' }))} />);
    expect(line(0).querySelector('img')).toBeNull();
    expect(line(0).querySelector('.kn-ui-item__image')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says each line in Hindi for a Hindi reader where the product had a Hindi name, as placed (R38d)', async () => {
    await switchLocale('hi');
    try {
      render(<OrderItemsList items={[{ ...items[0]!, nameHi: 'टोंड दूध' }, items[1]!]} />);
      expect(within(line(0)).getByText('टोंड दूध')).toBeInTheDocument();
      expect(within(line(0)).queryByText('Toned Milk')).not.toBeInTheDocument();
      // No Hindi name: the name as the store wrote it.
      expect(within(line(1)).getByText('Brown Bread')).toBeInTheDocument();
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});
