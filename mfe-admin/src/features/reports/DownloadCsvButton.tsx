import { Alert, Button } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { selectToken, useAppSelector } from '@kirana/shared';
import { downloadCsv } from '../../app/downloadCsv';
import type { DayRange } from './reportRange';

/** 'Download CSV': every order of the range as a spreadsheet, fetched with the admin's token. */
export function DownloadCsvButton({ range, disabled }: { range: DayRange; disabled: boolean }) {
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
      const name = await downloadCsv(
        `/api/reports/orders.csv?${query}`,
        `orders-${range.from}-to-${range.to}.csv`,
        token,
      );
      toast.success(`${name} downloaded`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kn-adm-csv">
      <Button onClick={() => void download()} loading={busy} disabled={disabled}>
        Download CSV
      </Button>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setProblem(null) }}
          title="The CSV didn’t download"
          description={problem}
        />
      )}
    </div>
  );
}
