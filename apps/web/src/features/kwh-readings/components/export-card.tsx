import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { writeToClipboard } from '../../../components/copy-column-button';
import { CopyIcon, UploadIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../components/toast';
import type { BillingSystem } from '../../../lib/billing-systems';
import { useReadingExport } from '../api/get-reading-export';
import { readingSheetCsv, readingSheetTsv } from '@kahraba/billing-domain';
import { downloadFile, readingsXlsx, XLSX_TYPE } from '../lib/readings-file';
import { readingsMessages as t } from '../messages';
import { ActionCard } from './action-card';

/** The customers ready for the meter readers, copied for Excel, as CSV or as .xlsx. */
export function ExportCard({ system }: { system: BillingSystem }) {
  const exported = useReadingExport(system.id);
  const [makingXlsx, setMakingXlsx] = useState(false);
  const rows = exported.data ?? [];
  const none = rows.length === 0;
  const fileName = (extension: string) => `${system.id}-readings.${extension}`;

  const copy = async () => {
    try {
      await writeToClipboard(readingSheetTsv(rows));
      toast({ variant: 'success', title: t.copied, description: t.copiedText(rows.length) });
    } catch {
      toast({ variant: 'destructive', title: t.copyFailed });
    }
  };
  const downloadCsv = () => downloadFile(readingSheetCsv(rows), 'text/csv;charset=utf-8', fileName('csv'));
  const downloadXlsx = async () => {
    setMakingXlsx(true);
    try {
      downloadFile(await readingsXlsx(rows, system.arabicName), XLSX_TYPE, fileName('xlsx'));
    } catch {
      toast({ variant: 'destructive', title: t.downloadFailed });
    } finally {
      setMakingXlsx(false);
    }
  };

  return (
    <ActionCard id={`export-${system.id}`} title={t.exportTitle} icon={<UploadIcon size={20} />}>
      {exported.isPending ? (
        <LoadingSpinner />
      ) : exported.isError && !exported.data ? (
        <LoadFailedAlert className="mb-0" onRetry={exported.refetch}>
          {t.exportLoadFailed}
        </LoadFailedAlert>
      ) : (
        <>
          <p className="mb-0 fs-5 fw-semibold" role="status">
            {none ? t.nothingToExport : t.exportReady(rows.length)}
          </p>
          <p className="text-secondary mb-0 small">{t.exportHelp}</p>
          <div className="d-flex flex-wrap gap-2 mt-auto">
            <Button
              variant="primary"
              className="app-touch-button"
              disabled={none}
              onClick={() => void copy()}
            >
              <CopyIcon size={16} />
              {t.copyTsv}
            </Button>
            <Button
              variant="outline-primary"
              className="app-touch-button"
              disabled={none}
              onClick={downloadCsv}
            >
              {t.downloadCsv}
            </Button>
            <PendingButton
              variant="outline-success"
              className="app-touch-button"
              disabled={none}
              pending={makingXlsx}
              onClick={() => void downloadXlsx()}
            >
              {t.downloadXlsx}
            </PendingButton>
          </div>
        </>
      )}
    </ActionCard>
  );
}
