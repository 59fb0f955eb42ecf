import { useId } from 'react';
import { type BillDocument, type BillLine, dateFormat, formatRupees, type Locale, useLocale } from '@kirana/shared';
import { stateName } from '../../domain/gst';
import { useBillT } from './billCatalog';

/** Bills are dated in the store's time zone, wherever they are printed or read. */
const STORE_TIME_ZONE = 'Asia/Kolkata';

/** "29 Nov 2026, 7:45 pm" in India's time, in the page's language. */
export const billDate = (iso: string, locale: Locale): string =>
  dateFormat(
    {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: STORE_TIME_ZONE,
    },
    locale,
  ).format(new Date(iso));

const TITLES: Record<BillDocument['kind'], string> = {
  taxInvoice: 'Tax invoice',
  bill: 'Bill',
  creditNote: 'Credit note',
};

/** A line's name in the page's language: the Hindi name on a Hindi page when the store gave one. */
const lineName = (line: BillLine, locale: Locale): string => (locale === 'hi' && line.nameHi ? line.nameHi : line.name);

interface BillReceiptProps {
  bill: BillDocument;
  className?: string;
}

/**
 * One bill (`BillDocument`) drawn as an 80 mm thermal receipt, in the page's language: the store
 * (legal name, address, GSTIN), the document's title and number (or that the number comes at
 * delivery), its date in India's time, the order and the buyer, each line (its quantity × rate and
 * amount; HSN and GST rate on a tax invoice or credit note), the tax per rate, the round off, the
 * total and the total in words. Black on white, narrow, monospace-friendly: it reads the same on
 * paper as on a screen. The print of it is `BillPrint`.
 */
export function BillReceipt({ bill, className }: BillReceiptProps) {
  const t = useBillT();
  const locale = useLocale();
  const titleId = useId();
  const money = (rupees: number) => formatRupees(rupees, { locale });
  const taxed = bill.kind !== 'bill';
  const { seller, buyer, order, totals } = bill;
  const roundOff = `${totals.roundOff < 0 ? '−' : '+'}${money(Math.abs(totals.roundOff))}`;
  return (
    <article className={`kn-bill ${className ?? ''}`.trim()} aria-labelledby={titleId} lang={locale}>
      <header className="kn-bill__seller">
        <p className="kn-bill__store">{seller.legalName}</p>
        <p>{seller.address}</p>
        {seller.gstin && <p>{t('GSTIN: {gstin}', { gstin: seller.gstin })}</p>}
      </header>
      <div className="kn-bill__head">
        <h2 id={titleId} className="kn-bill__title">
          {t(TITLES[bill.kind])}
        </h2>
        <p>{bill.number ? t('No. {number}', { number: bill.number }) : t('Invoice number: given at delivery')}</p>
        {bill.issuedAt && <p>{t('Date: {date}', { date: billDate(bill.issuedAt, locale) })}</p>}
        {bill.against && (
          <p>
            {t('Against invoice {number} of {date}', {
              number: bill.against.number,
              date: billDate(bill.against.issuedAt, locale),
            })}
          </p>
        )}
        <p>
          {t('Order #{number}, placed {date}', { number: order.orderNumber, date: billDate(order.placedAt, locale) })}
        </p>
        {taxed && (
          <p>
            {t('Place of supply: {state}', {
              state: `${stateName(seller.stateCode, locale) ?? seller.stateName} (${seller.stateCode})`,
            })}
          </p>
        )}
      </div>
      <div className="kn-bill__buyer">
        <p className="kn-bill__label">{t('Bill to')}</p>
        <p>{buyer.name}</p>
        <p>{buyer.address}</p>
      </div>
      <table className="kn-bill__lines">
        <caption className="kn-bill__hidden">{t('Items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Item')}</th>
            <th scope="col" className="kn-bill__num">
              {t('Amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            // A line's ref is its product or fee, and its rate keeps a product's two prices apart.
            <tr key={`${line.kind} ${line.ref} ${line.rate}`}>
              <td>
                <span className="kn-bill__name" lang={locale === 'hi' && line.nameHi ? 'hi' : undefined}>
                  {lineName(line, locale)}
                </span>
                {line.kind === 'item' && line.quantityLabel && (
                  <span className="kn-bill__small"> {line.quantityLabel}</span>
                )}
                <span className="kn-bill__detail">
                  {line.qty} × {money(line.rate)}
                </span>
                {taxed && (
                  <span className="kn-bill__detail kn-bill__small">
                    {t('HSN {code} · GST {rate}%', { code: line.hsn, rate: line.gstRate })}
                  </span>
                )}
              </td>
              <td className="kn-bill__num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {taxed && (
        <table className="kn-bill__taxes">
          <caption>{t('Tax by rate')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('GST rate')}</th>
              <th scope="col" className="kn-bill__num">
                {t('Taxable value')}
              </th>
              <th scope="col" className="kn-bill__num">
                CGST
              </th>
              <th scope="col" className="kn-bill__num">
                SGST
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.taxes.map((tax) => (
              <tr key={tax.gstRate}>
                <th scope="row">{tax.gstRate}%</th>
                <td className="kn-bill__num">{money(tax.taxableValue)}</td>
                <td className="kn-bill__num">{money(tax.cgst)}</td>
                <td className="kn-bill__num">{money(tax.sgst)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('Total')}</th>
              <td className="kn-bill__num">{money(totals.taxableValue)}</td>
              <td className="kn-bill__num">{money(totals.cgst)}</td>
              <td className="kn-bill__num">{money(totals.sgst)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <dl className="kn-bill__totals">
        <div>
          <dt>{t('Round off')}</dt>
          <dd>{roundOff}</dd>
        </div>
        <div className="kn-bill__total">
          <dt>{t('TOTAL')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <p className="kn-bill__words">{locale === 'hi' ? bill.totalInWords.hi : bill.totalInWords.en}</p>
      {taxed && <p className="kn-bill__small">{t('Prices include GST.')}</p>}
    </article>
  );
}
