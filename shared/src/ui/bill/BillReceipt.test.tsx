import { act, render, screen, within } from '@testing-library/react';
import { aCreditNote, aPlainBill, aTaxInvoice } from '../../../testing';
import { LocaleProvider, loadLocale } from '../../i18n';
import { BILL_PRINT_CLASS, BillPrint } from './BillPrint';
import { BillReceipt } from './BillReceipt';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('BillReceipt: a bill as an 80 mm receipt', () => {
  it('draws a tax invoice: the store and its GSTIN, number and date in India’s time, each line with HSN and GST rate, and the tax per rate', () => {
    render(<BillReceipt bill={aTaxInvoice()} />);
    const receipt = screen.getByRole('article', { name: 'Tax invoice' });
    expect(receipt).toHaveTextContent('Kirana Now Stores LLP');
    expect(receipt).toHaveTextContent('Shop 4, Palm Grove Market, Wakad, Pune 411057');
    expect(receipt).toHaveTextContent('GSTIN: 27ABCDE1234F1Z5');
    expect(receipt).toHaveTextContent('No. KN/2026-27/000042');
    // 13:30 UTC is 7:00 pm in India, whatever the machine's zone.
    expect(receipt).toHaveTextContent('Date: 29 Nov 2026, 7:00 pm');
    expect(receipt).toHaveTextContent('Order #D5E6F7A8B9C0D1, placed 29 Nov 2026, 6:25 pm');
    expect(receipt).toHaveTextContent('Place of supply: Maharashtra (27)');
    expect(receipt).toHaveTextContent('Bill toAshaB-304, Palm Grove, Wakad');

    const lines = rowsOf(screen.getByRole('table', { name: 'Items' }));
    expect(lines).toEqual([
      ['Item', 'Amount'],
      ['Toned Milk 500 ml2 × ₹27.50HSN 0401 · GST 0%', '₹55.00'],
      ['Amul Butter 100 g1 × ₹56.00HSN 0405 · GST 12%', '₹56.00'],
      ['Dark Chocolate 80 g1 × ₹118.00HSN 18063100 · GST 18%', '₹118.00'],
      ['Small cart fee1 × ₹20.00HSN 996813 · GST 18%', '₹20.00'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Tax by rate' }))).toEqual([
      ['GST rate', 'Taxable value', 'CGST', 'SGST'],
      ['0%', '₹55.00', '₹0.00', '₹0.00'],
      ['12%', '₹50.00', '₹3.00', '₹3.00'],
      ['18%', '₹116.95', '₹10.53', '₹10.53'],
      ['Total', '₹221.95', '₹13.53', '₹13.53'],
    ]);
    expect(receipt).toHaveTextContent('Round off−₹0.01');
    expect(receipt).toHaveTextContent('TOTAL₹249.00');
    expect(receipt).toHaveTextContent('Rupees Two Hundred Forty Nine Only');
    expect(receipt).toHaveTextContent('Prices include GST.');
  });

  it('draws a plain bill without tax: no GSTIN, no HSN or rate, no tax table, and its number to come at delivery', () => {
    render(<BillReceipt bill={aPlainBill()} />);
    const receipt = screen.getByRole('article', { name: 'Bill' });
    expect(receipt).toHaveTextContent('Invoice number: given at delivery');
    expect(receipt).not.toHaveTextContent('GSTIN');
    expect(receipt).not.toHaveTextContent('HSN');
    expect(receipt).not.toHaveTextContent('Date:');
    expect(screen.queryByRole('table', { name: 'Tax by rate' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'CGST' })).toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: 'Items' }))[1]).toEqual(['Toned Milk 500 ml2 × ₹27.50', '₹55.00']);
    expect(receipt).toHaveTextContent('Round off+₹0.00');
    expect(receipt).toHaveTextContent('TOTAL₹249.00');
  });

  it('says a tax invoice’s number is given at delivery while it has none', () => {
    render(<BillReceipt bill={aTaxInvoice({ number: null, issuedAt: null })} />);
    expect(screen.getByRole('article', { name: 'Tax invoice' })).toHaveTextContent('Invoice number: given at delivery');
  });

  it('draws a credit note against the invoice it reverses, with its tax table', () => {
    render(<BillReceipt bill={aCreditNote()} />);
    const receipt = screen.getByRole('article', { name: 'Credit note' });
    expect(receipt).toHaveTextContent('No. CN/2026-27/000003');
    expect(receipt).toHaveTextContent('Against invoice KN/2026-27/000042 of 29 Nov 2026, 7:00 pm');
    expect(screen.getByRole('table', { name: 'Tax by rate' })).toBeInTheDocument();
  });

  it('in Hindi: Hindi names where the store gave one, the labels and the total in words in Hindi', async () => {
    await loadLocale('hi');
    render(
      <LocaleProvider value="hi">
        <BillReceipt bill={aTaxInvoice()} />
      </LocaleProvider>,
    );
    const receipt = await screen.findByRole('article', { name: 'टैक्स इनवॉइस' });
    const lines = within(screen.getByRole('table', { name: 'सामान' }));
    expect(lines.getByText('टोंड दूध')).toHaveAttribute('lang', 'hi');
    expect(lines.getByText('अमूल मक्खन')).toBeInTheDocument();
    // No Hindi name given: the name as it is.
    expect(lines.getByText('Dark Chocolate')).toBeInTheDocument();
    expect(lines.getByText('छोटे कार्ट का शुल्क')).toBeInTheDocument();
    expect(receipt).toHaveTextContent('दो सौ उनचास रुपये मात्र');
    expect(receipt).not.toHaveTextContent('Rupees Two Hundred');
    expect(receipt).toHaveTextContent('कुल₹249.00');
    expect(receipt).toHaveTextContent('कीमतों में GST शामिल है।');
    expect(screen.getByRole('table', { name: 'दर के अनुसार टैक्स' })).toBeInTheDocument();
  });
});

describe('BillPrint: the receipt in a print-only region, then the browser’s print', () => {
  it('prints with the receipt in the region and the 80 mm page, and lets go once the print is over', async () => {
    let printed: { region: string; css: string } | null = null;
    jest.spyOn(window, 'print').mockImplementation(() => {
      const region = document.querySelector<HTMLElement>(`body > .${BILL_PRINT_CLASS}`);
      printed = { region: region?.textContent ?? '', css: region?.querySelector('style')?.textContent ?? '' };
    });
    const onPrinted = jest.fn();
    render(<BillPrint bill={aTaxInvoice()} onPrinted={onPrinted} />);
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(printed!.region).toContain('No. KN/2026-27/000042');
    expect(printed!.css).toContain('@page { size: 80mm auto; margin: 3mm; }');
    expect(printed!.css).toContain(`body > :not(.${BILL_PRINT_CLASS}) { display: none !important; }`);
    expect(onPrinted).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(onPrinted).toHaveBeenCalledTimes(1);
  });
});
