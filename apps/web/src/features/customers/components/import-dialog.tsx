import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { ImportPreviewPanel, useImportPreview } from '../../../components/import-preview';
import { useBulkCreateCustomers, type BulkResult } from '../api/bulk-create-customers';
import { usePreviewImport } from '../api/preview-import';
import type { TariffKindForm } from './tariff-kinds';

type ImportTexts = { importTitle: string; creating: string };
type ImportedRow = { line: number; action: 'create' | 'update'; existingCustomerNumber?: number };

export interface ImportDialogProps<Customer, Row extends ImportedRow, Texts extends ImportTexts> {
  system: string;
  kind: TariffKindForm<Customer, Row, Texts>;
  show?: boolean;
  onClose: () => void;
  onImported?: (result: BulkResult) => void;
}

/** Excel import (docs/customer-imports.md): paste tab-separated rows or pick a file, see what the
 * server will create and update and what it skips and why, then create them in one undoable batch. */
export function ImportDialog<Customer, Row extends ImportedRow, Texts extends ImportTexts>({
  system,
  kind,
  show = true,
  onClose,
  onImported,
}: ImportDialogProps<Customer, Row, Texts>) {
  const preview = useImportPreview<Row>(usePreviewImport<Row>(system, kind.import.previewOf));
  const create = useBulkCreateCustomers(system, kind.import, {
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
        {kind.t.importTitle}
      </DialogHeader>
      <Modal.Body>
        <ImportPreviewPanel idPrefix="import" preview={preview} {...kind.import.panel} />
      </Modal.Body>
      <DialogFooter
        confirmLabel={create.isPending ? kind.t.creating : kind.import.button(preview)}
        onConfirm={() => create.mutate(preview.rows)}
        confirmDisabled={preview.rows.length === 0 || preview.stale}
        onCancel={close}
        pending={create.isPending}
      />
    </Modal>
  );
}
