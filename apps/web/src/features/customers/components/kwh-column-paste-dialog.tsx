import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { PastedChangesTable } from '../../../components/pasted-changes';
import { failureText } from '../../../lib/notify-failure';
import {
  KWH_PASTE_COLUMNS,
  usePasteKwhColumn,
  usePreviewKwhPaste,
  type KwhPasteColumn,
  type KwhPasteInput,
  type KwhPasteResult,
} from '../api/paste-kwh-column';
import { kwhMessages as t } from '../kwh-messages';

/** spec 001 §5: one value per line, empty lines dropped. */
export function pastedValues(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

export interface KwhColumnPasteDialogProps {
  system: string;
  onClose: () => void;
}

/** Paste a single column (spec 001 §2.3, §5): the column, one value per line, applied to the customers
 * in display order. First a preview from the server (nothing written), then the paste writes it. */
export function KwhColumnPasteDialog({ system, onClose }: KwhColumnPasteDialogProps) {
  const [column, setColumn] = useState<KwhPasteColumn>('name');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<{ input: KwhPasteInput; result: KwhPasteResult } | null>(null);
  const previewing = usePreviewKwhPaste(system);
  const paste = usePasteKwhColumn(system, { onSuccess: onClose });
  const values = pastedValues(text);
  const pending = paste.isPending || previewing.isPending;

  const changed = () => {
    setPreview(null);
    previewing.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || values.length === 0) return;
    if (preview) return paste.mutate(preview.input);
    const input: KwhPasteInput = { column, values };
    previewing.mutate(input, { onSuccess: (result) => setPreview({ input, result }) });
  };

  return (
    <Modal
      show
      onHide={pending ? () => undefined : onClose}
      centered
      scrollable
      aria-labelledby="kwh-paste-title"
    >
      <Form onSubmit={submit} noValidate className="d-flex flex-column overflow-hidden">
        <DialogHeader titleId="kwh-paste-title" pending={pending}>
          {t.pasteTitle}
        </DialogHeader>
        <Modal.Body>
          <p className="text-secondary small">{t.pasteHelp}</p>
          <Form.Group controlId="kwh-paste-column" className="mb-3">
            <Form.Label>{t.pasteColumnField}</Form.Label>
            <Form.Select
              value={column}
              onChange={(event) => {
                setColumn(event.target.value as KwhPasteColumn);
                changed();
              }}
            >
              {KWH_PASTE_COLUMNS.map((key) => (
                <option key={key} value={key}>
                  {t.pasteColumns[key]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="kwh-paste-data">
            <Form.Label>{t.pasteData}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              dir="auto"
              value={text}
              placeholder={t.pasteNothing}
              onChange={(event) => {
                setText(event.target.value);
                changed();
              }}
            />
            <Form.Text aria-live="polite">{t.pasteLines(values.length)}</Form.Text>
          </Form.Group>

          {previewing.isError && (
            <Alert variant="danger" className="small mt-3 mb-0">
              {failureText(previewing.error, t.pastePreviewFailed) ?? t.pastePreviewFailed}
            </Alert>
          )}
          {preview && <PasteChanges result={preview.result} />}
        </Modal.Body>
        <DialogFooter
          confirmLabel={preview ? t.pasteSubmit : previewing.isPending ? t.pastePreviewing : t.pastePreview}
          confirmDisabled={values.length === 0 || (preview !== null && preview.result.updated === 0)}
          onCancel={onClose}
          pending={pending}
        />
      </Form>
    </Modal>
  );
}

function PasteChanges({ result }: { result: KwhPasteResult }) {
  const changes = result.changes ?? [];
  return (
    <section className="mt-3" aria-label={t.pasteChanges}>
      <p className="fw-semibold mb-2" aria-live="polite">
        {t.pasteWillUpdate(result.updated)}
      </p>
      {changes.length > 0 && (
        <PastedChangesTable
          changes={changes}
          show={(value) => value || t.emptyValue}
          texts={{
            label: t.pasteChanges,
            row: t.pasteRow,
            name: t.name,
            customerNumber: t.customerNumber,
            before: t.pasteBefore,
            after: t.pasteAfter,
          }}
        />
      )}
    </section>
  );
}
