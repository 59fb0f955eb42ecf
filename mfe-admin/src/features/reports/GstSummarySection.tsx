import { Alert, Button, Card, DatePicker, Empty, Form, Skeleton, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { dateFormat, formatRupees, type GstSummary, useLocale } from '@kirana/shared';
import { storeMonth } from '@kirana/shared/extended';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';
import { DownloadCsvButton } from './DownloadCsvButton';
import { useGetGstSummaryQuery } from './reportsApi';

type RateRow = GstSummary['byRate'][number];
type HsnRow = GstSummary['byHsn'][number];

/** 'November 2026' (or 'नवंबर 2026') for '2026-11'. */
function useMonthLabel(): (month: string) => string {
  const locale = useLocale();
  return (month) =>
    dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }, locale).format(new Date(`${month}-01T00:00:00Z`));
}

const money = (rupees: number) => formatRupees(rupees);

/** The number range of a series, 'KN/26-27/000012 – KN/26-27/000040', or nothing. */
const numberRange = (first: string | null, last: string | null) =>
  first && last ? (first === last ? first : `${first} – ${last}`) : null;

function Documents({ summary }: { summary: GstSummary }) {
  const t = useT();
  const { documents, totals } = summary;
  const invoices = numberRange(documents.firstNumber, documents.lastNumber);
  const notes = numberRange(documents.firstCreditNote, documents.lastCreditNote);
  return (
    <dl className="kn-adm-gst__documents">
      <div>
        <dt>{t('Invoices and bills')}</dt>
        <dd>
          {documents.invoices}
          {invoices && <span className="kn-adm-gst__range">{invoices}</span>}
          {documents.plainBills > 0 && (
            <span className="kn-adm-gst__range">
              {t('{count, plural, one {# plain bill} other {# plain bills}}', { count: documents.plainBills })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('Credit notes')}</dt>
        <dd>
          {documents.creditNotes}
          {notes && <span className="kn-adm-gst__range">{notes}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('Untaxed sales (plain bills)')}</dt>
        <dd>{money(totals.untaxedSales)}</dd>
      </div>
    </dl>
  );
}

/** The taxable value, both halves and the total, as table columns. */
function amountColumns<Row extends RateRow | HsnRow>(t: ReturnType<typeof useT>) {
  return [
    {
      title: t('Taxable value'),
      key: 'taxable',
      align: 'right' as const,
      render: (_: unknown, row: Row) => money(row.taxableValue),
    },
    { title: t('CGST'), key: 'cgst', align: 'right' as const, render: (_: unknown, row: Row) => money(row.cgst) },
    { title: t('SGST'), key: 'sgst', align: 'right' as const, render: (_: unknown, row: Row) => money(row.sgst) },
    {
      title: t('Total value'),
      key: 'total',
      align: 'right' as const,
      render: (_: unknown, row: Row) => money(row.total),
    },
  ];
}

function TotalsRow({ summary, before }: { summary: GstSummary; before: number }) {
  const t = useT();
  const { totals } = summary;
  return (
    <Table.Summary.Row className="kn-adm-gst__total">
      <Table.Summary.Cell index={0} colSpan={before}>
        <strong>{t('Total')}</strong>
      </Table.Summary.Cell>
      {[totals.taxableValue, totals.cgst, totals.sgst, totals.total].map((amount, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: four fixed columns, always in this order
        <Table.Summary.Cell key={i} index={before + i} align="right">
          <strong>{money(amount)}</strong>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

function ByRate({ summary }: { summary: GstSummary }) {
  const t = useT();
  return (
    <Card title={<h3 className="kn-adm-section-title">{t('By GST rate')}</h3>} size="small">
      <Table<RateRow>
        rowKey="gstRate"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={summary.byRate}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No tax invoices')} /> }}
        columns={[
          { title: t('GST rate'), key: 'rate', render: (_, row) => `${row.gstRate}%` },
          ...amountColumns<RateRow>(t),
        ]}
        summary={() => (summary.byRate.length > 0 ? <TotalsRow summary={summary} before={1} /> : null)}
      />
    </Card>
  );
}

function ByHsn({ summary }: { summary: GstSummary }) {
  const t = useT();
  return (
    <Card title={<h3 className="kn-adm-section-title">{t('By HSN code')}</h3>} size="small">
      <Table<HsnRow>
        rowKey={(row) => `${row.hsn} ${row.gstRate}`}
        size="small"
        pagination={summary.byHsn.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        dataSource={summary.byHsn}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No tax invoices')} /> }}
        columns={[
          { title: t('HSN/SAC'), key: 'hsn', render: (_, row) => row.hsn },
          { title: t('GST rate'), key: 'rate', render: (_, row) => `${row.gstRate}%` },
          { title: t('Quantity'), key: 'quantity', align: 'right', render: (_, row) => row.quantity },
          ...amountColumns<HsnRow>(t),
        ]}
        summary={() => (summary.byHsn.length > 0 ? <TotalsRow summary={summary} before={3} /> : null)}
      />
    </Card>
  );
}

/**
 * The GST summary of a month: the month's tax invoices less its credit notes, per rate
 * and per HSN code, as a return needs them; the documents issued; plain bills as untaxed sales; and
 * the same as CSV. The month defaults to this one (in India); later months cannot be picked.
 */
export function GstSummarySection() {
  const t = useT();
  const monthLabel = useMonthLabel();
  const thisMonth = storeMonth();
  const [month, setMonth] = useState(thisMonth);
  const summary = useGetGstSummaryQuery(month);
  const data = summary.currentData;
  const monthText = monthLabel(month);
  const nothing = data && data.documents.invoices === 0 && data.documents.creditNotes === 0;

  return (
    <section aria-labelledby="gst-title" className="kn-adm-gst">
      <div className="kn-adm-page-head">
        <div>
          <h2 id="gst-title" className="kn-adm-report__heading">
            {t('GST summary')}
          </h2>
          <p className="kn-adm-page-hint">
            {t(
              'Credit notes issued this month are subtracted. Plain bills (before the store had a GSTIN) carry no tax.',
            )}
          </p>
        </div>
        {/* The month's summary as a CSV, fetched with the admin's token like the orders CSV. */}
        <DownloadCsvButton
          path={`/api/reports/gst.csv?${new URLSearchParams({ month }).toString()}`}
          fileName={`kirana-gst-${month}.csv`}
          ariaLabel={t('Download CSV: GST summary for {month}', { month: monthText })}
        />
      </div>
      <Card className="kn-adm-report__range">
        <Form layout="vertical" component="div">
          <Form.Item label={t('Month')} htmlFor="kn-adm-gst-month" className="kn-adm-range__day">
            <DatePicker
              id="kn-adm-gst-month"
              picker="month"
              value={dayjs(`${month}-01`)}
              format="MMM YYYY"
              allowClear={false}
              disabledDate={(day: Dayjs) => day.format('YYYY-MM') > thisMonth}
              onChange={(day: Dayjs | null) => {
                if (day) setMonth(day.format('YYYY-MM'));
              }}
            />
          </Form.Item>
        </Form>
      </Card>

      {summary.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the GST summary')}
          description={errorMessage(summary.error)}
          action={<Button onClick={() => void summary.refetch()}>{t('Retry')}</Button>}
        />
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label={t('Loading the GST summary')}>
          <Card>
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          </Card>
        </div>
      ) : nothing ? (
        <Card>
          <Empty description={t('No invoices or credit notes in {month}', { month: monthText })} />
        </Card>
      ) : (
        <div className="kn-adm-report" aria-busy={summary.isFetching}>
          <h3 className="kn-adm-report__heading">{monthText}</h3>
          <Documents summary={data} />
          <ByRate summary={data} />
          <ByHsn summary={data} />
        </div>
      )}
    </section>
  );
}
