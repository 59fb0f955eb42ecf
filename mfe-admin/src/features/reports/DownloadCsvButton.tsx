import { Alert, Button } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { selectToken, useAppSelector } from '@kirana/shared';
import { downloadCsv } from '../../lib/downloadCsv';
import type { DayRange } from './reportRange';
import { useT } from '../../i18n';

/** Which CSV: every order of a range (the sales report's), or another report's by its path and file name. */
type CsvSource = { range: DayRange } | { path: string; fileName: string };

type DownloadCsvButtonProps = CsvSource & {
  disabled?: boolean;
  /** The button's name to a screen reader when 'Download CSV' alone would not say which CSV. */
  ariaLabel?: string;
};

/** The orders CSV of a range: its path with the range, and the file's name when the server gives none. */
function ordersCsv(range: DayRange): { path: string; fileName: string } {
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
  return { path: `/api/reports/orders.csv?${query}`, fileName: `orders-${range.from}-to-${range.to}.csv` };
}

/** 'Download CSV': a report as a spreadsheet (by default every order of the range), fetched with the admin's token. */
export function DownloadCsvButton({ disabled, ariaLabel, ...source }: DownloadCsvButtonProps) {
  const t = useT();
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { path, fileName } = 'range' in source ? ordersCsv(source.range) : source;

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const name = await downloadCsv(path, fileName, token);
      toast.success(t('{name} downloaded', { name }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kn-adm-csv">
      <Button onClick={() => void download()} loading={busy} disabled={disabled} aria-label={ariaLabel}>
        {t('Download CSV')}
      </Button>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setProblem(null) }}
          title={t('The CSV didn’t download')}
          description={problem}
        />
      )}
    </div>
  );
}
