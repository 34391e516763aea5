import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { failureText } from '../../../lib/notify-failure';
import { formatUsd } from '../../../lib/money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBulkCreateAmpereRecords, type BulkResult } from '../api/bulk-create-ampere-records';
import { usePreviewImport, type ImportPreview } from '../api/preview-import';
import { ampereMessages as t } from '../messages';

const PREVIEW_ROWS = 5;
const SKIPPED_SHOWN = 20;
const PREVIEW_DELAY_MS = 300;

export interface ImportDialogProps {
  show: boolean;
  onClose: () => void;
  onImported?: (result: BulkResult) => void;
}

/** Excel import (spec 000 §5): paste tab-separated rows, see what the server will create and what it
 * skips and why, then create them in one batch. */
export function ImportDialog({ show, onClose, onImported }: ImportDialogProps) {
  const [text, setText] = useState('');
  const settledText = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const [preview, setPreview] = useState<{ text: string; result: ImportPreview } | null>(null);
  const { mutate: requestPreview, ...previewing } = usePreviewImport();
  const create = useBulkCreateAmpereRecords({
    onSuccess: (result) => {
      close();
      onImported?.(result);
    },
  });

  useEffect(() => {
    if (!settledText.trim()) return;
    requestPreview(settledText, { onSuccess: (result) => setPreview({ text: settledText, result }) });
  }, [settledText, requestPreview]);

  const close = () => {
    setText('');
    setPreview(null);
    onClose();
  };

  const current = text.trim() && preview?.text === text ? preview.result : null;
  const rows = current?.rows ?? [];
  const stale = text.trim() !== '' && !current;
  const creates = current?.creates ?? 0;
  const updates = current?.updates ?? 0;

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
        <p className="text-secondary small">{t.importHelp}</p>
        <FormField
          controlId="import-text"
          groupClassName="mb-3"
          label={t.importText}
          as="textarea"
          rows={7}
          dir="auto"
          className="small"
          placeholder={t.importPlaceholder}
          value={text}
          onChange={setText}
        />

        {stale && previewing.isPending && (
          <div className="text-secondary small d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t.previewing}
          </div>
        )}
        {stale && previewing.isError && (
          <Alert variant="danger" className="small">
            {failureText(previewing.error, t.previewFailed) ?? t.previewFailed}
          </Alert>
        )}

        {current && (
          <section aria-label={t.previewTable}>
            <p className="fw-semibold mb-2" aria-live="polite">
              {t.validRows(rows.length)}
            </p>
            {rows.length > 0 && (
              <div className="table-responsive">
                <Table size="sm" bordered className="small mb-1" aria-label={t.previewTable}>
                  <thead className="table-light">
                    <tr>
                      <th scope="col">{t.importAction}</th>
                      <th scope="col">{t.columns.name}</th>
                      <th scope="col">{t.columns.box}</th>
                      <th scope="col">{t.columns.ampere}</th>
                      <th scope="col">{t.columns.amperePrice}</th>
                      <th scope="col">{t.columns.amount}</th>
                      <th scope="col">{t.columns.address}</th>
                      <th scope="col">{t.columns.amountPaid}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                      <tr key={index}>
                        <td className={row.action === 'update' ? 'text-primary' : 'text-success'}>
                          {row.action === 'update' ? t.importUpdates : t.importCreates}
                          {row.existingCustomerNumber !== undefined && (
                            <>
                              {' '}
                              <bdi dir="ltr">{formatCustomerNumber(row.existingCustomerNumber)}</bdi>
                            </>
                          )}
                        </td>
                        <td dir="auto">{row.name}</td>
                        <td>{row.box}</td>
                        <td className="app-num">{formatQuantity(row.ampere)}</td>
                        <td className="app-num">{formatUsd(row.amperePrice)}</td>
                        <td className="app-num">{formatUsd(row.amount)}</td>
                        <td dir="auto">{row.address}</td>
                        <td className="app-num">{formatUsd(row.amountPaid)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
            {rows.length > PREVIEW_ROWS && (
              <p className="text-secondary small">{t.moreRows(rows.length - PREVIEW_ROWS)}</p>
            )}
            {current.skipped.length > 0 && (
              <Alert variant="warning" className="small mt-3 mb-0">
                <div className="fw-semibold mb-1">{t.skippedTitle(current.skipped.length)}</div>
                <ul className="mb-0 ps-3 app-skipped-lines">
                  {current.skipped.slice(0, SKIPPED_SHOWN).map((line) => (
                    <li key={line.line}>
                      {t.skippedLine(line.line)}: {line.reason}
                      {line.text && (
                        <bdi className="text-secondary ms-2">«{line.text.replace(/\t/g, ' | ')}»</bdi>
                      )}
                    </li>
                  ))}
                </ul>
                {current.skipped.length > SKIPPED_SHOWN && (
                  <div className="mt-1">{t.moreRows(current.skipped.length - SKIPPED_SHOWN)}</div>
                )}
              </Alert>
            )}
          </section>
        )}
      </Modal.Body>
      <DialogFooter
        confirmLabel={create.isPending ? t.creating : t.importButton(creates, updates)}
        onConfirm={() => create.mutate(rows)}
        confirmDisabled={rows.length === 0 || stale}
        onCancel={close}
        pending={create.isPending}
      />
    </Modal>
  );
}
