import { Alert, Button } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { selectToken, useAppSelector } from '@kirana/shared';
import { downloadCsv } from '../../lib/downloadCsv';
import type { DayRange } from './reportRange';
import { useT } from '../../i18n';

/** 'Download CSV': every order of the range as a spreadsheet, fetched with the admin's token. */
export function DownloadCsvButton({ range, disabled }: { range: DayRange; disabled: boolean }) {
  const t = useT();
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
      toast.success(t('{name} downloaded', { name }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kn-adm-csv">
      <Button onClick={() => void download()} loading={busy} disabled={disabled}>
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
