import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { ImportPreviewPanel, useImportPreview } from '../../../components/import-preview';
import { useBulkCreateKwhCustomers } from '../api/bulk-create-kwh-customers';
import { usePreviewKwhImport, type KwhImportRow } from '../api/preview-kwh-import';
import { kwhMessages as t } from '../kwh-messages';
import { KWH_IMPORT_COLUMNS, KWH_IMPORT_TEXTS } from './kwh-import-columns';

export interface KwhImportDialogProps {
  system: string;
  onClose: () => void;
}

/** Excel import (spec 001 §2.3, §5): paste tab-separated rows; the preview shows the count, the first
 * 5 records and 'and N more'; create is disabled with zero records. One batch, undoable. */
export function KwhImportDialog({ system, onClose }: KwhImportDialogProps) {
  const preview = useImportPreview<KwhImportRow>(usePreviewKwhImport(system));
  const close = () => {
    preview.reset();
    onClose();
  };
  const create = useBulkCreateKwhCustomers(system, { onSuccess: close });

  return (
    <Modal
      show
      onHide={create.isPending ? () => undefined : close}
      size="lg"
      centered
      scrollable
      aria-labelledby="kwh-import-title"
    >
      <DialogHeader titleId="kwh-import-title" pending={create.isPending}>
        {t.importTitle}
      </DialogHeader>
      <Modal.Body>
        <ImportPreviewPanel
          idPrefix="kwh-import"
          preview={preview}
          texts={KWH_IMPORT_TEXTS}
          columns={KWH_IMPORT_COLUMNS}
        />
      </Modal.Body>
      <DialogFooter
        confirmLabel={create.isPending ? t.creating : t.createButton(preview.rows.length)}
        onConfirm={() => create.mutate(preview.rows)}
        confirmDisabled={preview.rows.length === 0 || preview.stale}
        onCancel={close}
        pending={create.isPending}
      />
    </Modal>
  );
}
