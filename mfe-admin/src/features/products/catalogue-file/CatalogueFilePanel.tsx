import { Alert, Button, Checkbox, Grid, Input, Segmented, Select, Spin, Table, Upload } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  formatRupees,
  INTL_LOCALES,
  readSentence,
  selectToken,
  useAppSelector,
  useLocale,
  type CatalogueImportPreview,
} from '@kirana/shared';
import { CATALOGUE_FILE_LIMITS } from '@kirana/shared/extended';
import {
  useApplyCatalogueImportMutation,
  useGetAdminCategoriesQuery,
  usePreviewCatalogueImportMutation,
} from '../../../lib/catalogueAdminApi';
import { downloadCsv } from '../../../lib/downloadCsv';
import { errorMessage } from '../../../lib/shopkeeperMessage';
import { useT } from '../../../i18n';
import { PREVIEW_PAGE_SIZE, PreviewCards, RowDetails } from './PreviewCards';
import { ProblemSummary } from './ProblemSummary';
import { previewRows, type PreviewRow, type RowKind } from './previewRows';

type Shown = 'problems' | RowKind | 'all';

/**
 * A chosen file's text, or null when it is not UTF-8 (a byte-order mark is kept for the API to drop).
 * Read strictly: a lenient read would put U+FFFD in place of every letter saved in another encoding.
 */
async function readText(file: File): Promise<string | null> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The catalogue as a spreadsheet: export it (all, a category, or a search's matches) and import a
 * CSV — first a preview of what it would do, rows with problems first, then Apply, all or nothing.
 */
export function CatalogueFilePanel() {
  const t = useT();
  const locale = useLocale();
  const token = useAppSelector(selectToken);
  const categories = useGetAdminCategoriesQuery();
  const [category, setCategory] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);

  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [createCategories, setCreateCategories] = useState<string[]>([]);
  const [setStock, setSetStock] = useState(false);
  const [preview, setPreview] = useState<CatalogueImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>('all');
  const [check, checking] = usePreviewCatalogueImportMutation();
  const [apply, applying] = useApplyCatalogueImportMutation();
  const [result, setResult] = useState<string | null>(null);

  const exportFile = async () => {
    setExporting(true);
    try {
      const query = new URLSearchParams({
        ...(category && { category }),
        ...(search.trim() && { search: search.trim() }),
      });
      const name = await downloadCsv(`/api/catalogue/export.csv?${query.toString()}`, 'kirana-catalogue.csv', token);
      toast.success(t('{name} downloaded', { name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  const checkFile = async (csv: string, options: { createCategories: string[]; setStock: boolean }) => {
    setProblem(null);
    setResult(null);
    try {
      const answer = await check({ csv, ...options }).unwrap();
      setPreview(answer);
      setShown(answer.invalidRows > 0 ? 'problems' : 'all');
    } catch (error) {
      setPreview(null);
      setProblem(errorMessage(error));
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setPreview(null);
    setCreateCategories([]);
    setSetStock(false);
    if (chosen.size > CATALOGUE_FILE_LIMITS.maxBytes) {
      setFile(null);
      setProblem(t('The file is larger than 5 MB. Split it into smaller files and import them one by one.'));
      return;
    }
    let csv: string | null;
    try {
      csv = await readText(chosen);
    } catch {
      setFile(null);
      setProblem(t('The file could not be read. Choose it again, or save it as CSV (UTF-8) first.'));
      return;
    }
    if (csv === null) {
      setFile(null);
      setProblem(
        t(
          'The file is not in UTF-8, so some letters would be lost. In Excel choose Save As → “CSV UTF-8 (comma delimited)”, in LibreOffice choose the UTF-8 character set, then choose the file again.',
        ),
      );
      return;
    }
    setFile({ name: chosen.name, csv });
    await checkFile(csv, { createCategories: [], setStock: false });
  };

  const recheck = (options: { createCategories: string[]; setStock: boolean }) => {
    setCreateCategories(options.createCategories);
    setSetStock(options.setStock);
    if (file) void checkFile(file.csv, options);
  };

  const applyFile = async () => {
    if (!file) return;
    try {
      const answer = await apply({ csv: file.csv, createCategories, setStock }).unwrap();
      const said = t(
        'Imported: {created, plural, one {# product added} other {# products added}}, {updated} updated, {unchanged} unchanged.',
        { created: answer.created, updated: answer.updated, unchanged: answer.unchanged },
      );
      setResult(
        answer.categoriesCreated.length > 0
          ? `${said} ${t('New categories: {names}.', { names: answer.categoriesCreated.join(', ') })}`
          : said,
      );
      toast.success(said);
      setPreview(null);
      setFile(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const count = (n: number) => n.toLocaleString(INTL_LOCALES[locale]);
  // The file's columns as the product form names them.
  const columnLabel: Record<string, string> = {
    name: t('Name'),
    name_hi: t('Name in Hindi'),
    category: t('Category'),
    quantity: t('Quantity'),
    mrp: t('MRP'),
    selling_price: t('Selling price'),
    stock: t('Stock'),
    images: t('Pictures'),
    description: t('Description'),
    hsn_code: t('HSN code'),
    gst_rate: t('GST rate'),
  };
  /** A cell as the shopkeeper reads it: money, a rate in percent, yes/no as shown or hidden, an empty cell said. */
  const fileValue = (column: string, text: string): string => {
    if (text === '') return t('(empty)');
    if (column === 'mrp' || column === 'selling_price') return formatRupees(Number(text), { locale });
    if (column === 'stock') return count(Number(text));
    if (column === 'gst_rate') return `${count(Number(text))}%`;
    if (column === 'on_sale') return text === 'yes' ? t('On sale') : t('Hidden');
    return text;
  };
  const rows = preview
    ? previewRows(preview, {
        // English as the API wrote it; another language from each problem's sentence.
        problems: (row) => (locale === 'en' ? row.problems : row.sentences.map((said) => readSentence(said, t))),
        created: (row) =>
          t('{category} · {price} (MRP {mrp}) · {stock} in stock', {
            category: row.category,
            price: formatRupees(row.sellingPrice, { locale }),
            mrp: formatRupees(row.mrp, { locale }),
            stock: row.stock,
          }),
        change: ({ field, from, to }) => {
          if (field === 'on_sale')
            return t('{from} → {to}', { from: fileValue(field, from), to: fileValue(field, to) });
          return t('{field} {from} → {to}', {
            field: columnLabel[field] ?? field,
            from: fileValue(field, from),
            to: fileValue(field, to),
          });
        },
      })
    : [];
  const visible =
    shown === 'all' ? rows : rows.filter((row) => (shown === 'problems' ? row.kind === 'invalid' : row.kind === shown));
  const kindLabel: Record<RowKind, string> = {
    invalid: t('Problem'),
    create: t('New'),
    update: t('Update'),
  };
  // A phone gets the rows as cards (as the product list does): a table puts the problems off screen.
  const phone = !(Grid.useBreakpoint().md ?? true);

  return (
    <div className="kn-adm-file">
      <section aria-labelledby="kn-adm-file-export" className="kn-adm-file__part">
        <h2 id="kn-adm-file-export">{t('Export')}</h2>
        <p className="kn-adm-page-hint">
          {t(
            'Download the products as a spreadsheet (CSV) to edit in Excel, LibreOffice or Google Sheets, then import it back.',
          )}
        </p>
        <div className="kn-adm-file__row">
          <Select
            aria-label={t('Category to export')}
            allowClear
            placeholder={t('All categories')}
            value={category}
            onChange={(value: string | undefined) => setCategory(value)}
            options={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
            className="kn-adm-file__category"
          />
          <Input
            aria-label={t('Only products matching')}
            placeholder={t('Only products matching…')}
            value={search}
            maxLength={80}
            onChange={(event) => setSearch(event.target.value)}
            className="kn-adm-file__search"
          />
          <Button onClick={() => void exportFile()} loading={exporting}>
            {t('Export CSV')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="kn-adm-file-import" className="kn-adm-file__part">
        <h2 id="kn-adm-file-import">{t('Import')}</h2>
        <p className="kn-adm-page-hint">
          {t(
            'Rows are matched to products by SKU; a row without one, or with a SKU the shop does not have, adds a product. Nothing changes until you apply, and a file with any problem changes nothing.',
          )}
        </p>
        <div className="kn-adm-file__pick">
          <Upload
            accept=".csv,text/csv"
            showUploadList={false}
            aria-label={t('CSV file (up to 5 MB, 20,000 products)')}
            // The file is read here and sent as text: antd's own upload never runs.
            beforeUpload={(chosen) => {
              void choose(chosen);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button>{file ? t('Choose another file') : t('Choose a CSV file')}</Button>
          </Upload>
          <span className="kn-adm-file__chosen">{file ? file.name : t('Up to 5 MB and 20,000 products')}</span>
        </div>
        {checking.isLoading && (
          <div role="status" className="kn-adm-file__checking">
            <Spin size="small" /> {t('Checking {name}…', { name: file?.name ?? '' })}
          </div>
        )}
        {problem && <Alert type="error" showIcon title={t('The file cannot be imported')} description={problem} />}
        {result && <Alert type="success" showIcon role="status" title={result} />}
        {preview && file && !checking.isLoading && (
          <section className="kn-adm-file__preview" aria-label={t('What {name} would change', { name: file.name })}>
            <p role="status" className="kn-adm-file__summary">
              {t(
                '{create} new · {update} to update · {unchanged} unchanged · {invalid, plural, one {# row} other {# rows}} with problems',
                {
                  create: count(preview.create.length),
                  update: count(preview.update.length),
                  unchanged: count(preview.unchanged),
                  invalid: preview.invalidRows,
                },
              )}
            </p>
            <ProblemSummary preview={preview} count={count} t={t} locale={locale} />
            {(preview.unknownCategories.length > 0 || createCategories.length > 0) && (
              <fieldset className="kn-adm-file__options">
                <legend>{t('Categories the shop does not have')}</legend>
                {[...new Set([...createCategories, ...preview.unknownCategories.map((c) => c.name)])].map((name) => {
                  const rowsNaming = preview.unknownCategories.find((c) => c.name === name)?.rows;
                  return (
                    <Checkbox
                      key={name}
                      checked={createCategories.includes(name)}
                      onChange={(event) =>
                        recheck({
                          setStock,
                          createCategories: event.target.checked
                            ? [...createCategories, name]
                            : createCategories.filter((n) => n !== name),
                        })
                      }
                    >
                      {rowsNaming === undefined
                        ? t('Create the category “{name}”', { name })
                        : t('Create the category “{name}” ({rows, plural, one {# row} other {# rows}})', {
                            name,
                            rows: rowsNaming,
                          })}
                    </Checkbox>
                  );
                })}
              </fieldset>
            )}
            {(preview.stockDiffers > 0 || setStock) && (
              <Checkbox
                checked={setStock}
                onChange={(event) => recheck({ createCategories, setStock: event.target.checked })}
              >
                {t(
                  'Also set stock from the file for products the shop has ({count} differ). Sales since the file was exported would be undone.',
                  { count: preview.stockDiffers },
                )}
              </Checkbox>
            )}
            <Segmented<Shown>
              aria-label={t('Rows shown')}
              value={shown}
              onChange={setShown}
              options={[
                {
                  value: 'all',
                  label: t('All ({count})', {
                    count: preview.invalidRows + preview.create.length + preview.update.length,
                  }),
                },
                { value: 'problems', label: t('Problems ({count})', { count: preview.invalidRows }) },
                { value: 'create', label: t('New ({count})', { count: preview.create.length }) },
                { value: 'update', label: t('Updates ({count})', { count: preview.update.length }) },
              ]}
            />
            {phone ? (
              <PreviewCards key={shown} rows={visible} kindLabel={kindLabel} />
            ) : (
              <Table<PreviewRow>
                size="small"
                rowKey={(row) => `${row.kind}-${row.line}`}
                dataSource={visible}
                pagination={{ pageSize: PREVIEW_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
                // A narrow window scrolls the table sideways instead of squeezing the problems into slivers.
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t('No rows here') }}
                rowClassName={(row) => (row.kind === 'invalid' ? 'kn-adm-file__bad' : '')}
                columns={[
                  { title: t('Line'), dataIndex: 'line', width: 70 },
                  { title: t('What'), dataIndex: 'kind', width: 90, render: (kind: RowKind) => kindLabel[kind] },
                  { title: t('SKU'), dataIndex: 'sku', width: 120 },
                  { title: t('Name'), dataIndex: 'name' },
                  {
                    title: t('Details'),
                    dataIndex: 'details',
                    render: (details: string[]) => <RowDetails details={details} />,
                  },
                ]}
              />
            )}
            <div className="kn-adm-file__row">
              <Button
                type="primary"
                onClick={() => void applyFile()}
                loading={applying.isLoading}
                disabled={preview.invalidRows > 0 || preview.create.length + preview.update.length === 0}
              >
                {t('Apply')}
              </Button>
              {preview.invalidRows > 0 && (
                <span className="kn-adm-file__hint">
                  {t('Fix the rows with problems in your file, then choose it again.')}
                </span>
              )}
              {preview.invalidRows === 0 && preview.create.length + preview.update.length === 0 && (
                <span className="kn-adm-file__hint">{t('The file changes nothing.')}</span>
              )}
            </div>
          </section>
        )}
      </section>
    </div>
  );
}
