import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import {
  ImportPreviewPanel,
  useImportPreview,
  type ImportPreviewColumn,
} from '../../../components/import-preview';
import { formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import { useBulkCreateAmpereRecords, type BulkResult } from '../api/bulk-create-ampere-records';
import { usePreviewImport, type ImportRow } from '../api/preview-import';
import { ampereMessages as t } from '../ampere-messages';

const COLUMNS: ImportPreviewColumn<ImportRow>[] = [
  { header: t.columns.name, cell: (row) => row.name },
  { header: t.columns.box, cell: (row) => row.box },
  { header: t.columns.ampere, cell: (row) => formatQuantity(row.ampere), numeric: true },
  { header: t.columns.amperePrice, cell: (row) => formatUsd(row.amperePrice), numeric: true },
  { header: t.columns.amount, cell: (row) => formatUsd(row.amount), numeric: true },
  { header: t.columns.address, cell: (row) => row.address },
  { header: t.columns.amountPaid, cell: (row) => formatUsd(row.amountPaid), numeric: true },
];

const TEXTS = {
  help: t.importHelp,
  textLabel: t.importText,
  placeholder: t.importPlaceholder,
  previewing: t.previewing,
  previewFailed: t.previewFailed,
  validRows: t.validRows,
  moreRows: t.moreRows,
  skippedTitle: t.skippedTitle,
  skippedLine: t.skippedLine,
  previewTable: t.previewTable,
  action: t.importAction,
  creates: t.importCreates,
  updates: t.importUpdates,
};

export interface ImportDialogProps {
  show: boolean;
  onClose: () => void;
  onImported?: (result: BulkResult) => void;
}

/** Excel import (spec 000 §5): paste tab-separated rows, see what the server will create and what it
 * skips and why, then create them in one batch. */
export function ImportDialog({ show, onClose, onImported }: ImportDialogProps) {
  const preview = useImportPreview<ImportRow>(usePreviewImport());
  const create = useBulkCreateAmpereRecords({
    onSuccess: (result) => {
      close();
      onImported?.(result);
    },
  });

  const close = () => {
    preview.reset();
    onClose();
  };

  return (
    <Modal
      show={show}
      onHide={create.isPending ? () => undefined : close}
      size="lg"
      centered
      scrollable
      aria-labelledby="import-title"
    >
      <DialogHeader titleId="import-title" pending={create.isPending}>
        {t.importTitle}
      </DialogHeader>
      <Modal.Body>
        <ImportPreviewPanel idPrefix="import" preview={preview} texts={TEXTS} columns={COLUMNS} />
      </Modal.Body>
      <DialogFooter
        confirmLabel={create.isPending ? t.creating : t.importButton(preview.creates, preview.updates)}
        onConfirm={() => create.mutate(preview.rows)}
        confirmDisabled={preview.rows.length === 0 || preview.stale}
        onCancel={close}
        pending={create.isPending}
      />
    </Modal>
  );
}
