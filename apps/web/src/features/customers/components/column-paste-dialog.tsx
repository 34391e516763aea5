import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { PastedChangesTable } from '../../../components/pasted-changes';
import { formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import { failureText } from '../../../lib/notify-failure';
import type { AmpereSort } from '../../../types/ampere';
import {
  PASTE_COLUMNS,
  usePasteColumn,
  usePreviewPasteColumn,
  type PasteColumn,
  type PasteColumnInput,
  type PasteColumnResult,
} from '../api/paste-column';
import { ampereMessages as t } from '../ampere-messages';

/** One value per line; the line break a spreadsheet leaves after the last cell is not a value. A blank
 * line in between is kept: it leaves its customer unchanged and keeps the positions (issue 6). */
export function linesOf(text: string): string[] {
  if (text.trim() === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A value before or after, as the records table shows it: amounts in dollars, amperes as a quantity. */
function shown(column: PasteColumn, value: string | null): string {
  if (value === null || value === '') return t.emptyValue;
  if (column === 'ampere') return formatQuantity(Number(value));
  return column === 'amperePrice' || column === 'amountPaid' ? formatUsd(Number(value)) : value;
}

export interface ColumnPasteDialogProps {
  show: boolean;
  sort: AmpereSort;
  onClose: () => void;
}

/** Column paste (spec 000 §5): a column, a start row (integer, 0 or more) and one value per line,
 * applied to the rows in the order the operator sees. issue 6: first a preview from the server of
 * which customer receives which value (nothing written), then the confirm writes exactly that. */
export function ColumnPasteDialog({ show, sort, onClose }: ColumnPasteDialogProps) {
  const [column, setColumn] = useState<PasteColumn>('name');
  const startIndex = useNumberField(t.pasteStart, '0', { integer: true });
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<{ input: PasteColumnInput; result: PasteColumnResult } | null>(null);
  const previewing = usePreviewPasteColumn();
  const close = () => {
    setText('');
    startIndex.reset();
    setPreview(null);
    previewing.reset();
    onClose();
  };
  const paste = usePasteColumn({ onSuccess: close });
  const data = linesOf(text);
  const pending = paste.isPending || previewing.isPending;

  /** Any change asks for a new preview. */
  const changed = () => {
    setPreview(null);
    previewing.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (preview) return paste.mutate(preview.input);
    const start = startIndex.read();
    if (!start || data.length === 0) return;
    const input: PasteColumnInput = { column, data, startIndex: start.value ?? 0, sort };
    previewing.mutate(input, { onSuccess: (result) => setPreview({ input, result }) });
  };

  return (
    <Modal
      show={show}
      onHide={pending ? () => undefined : close}
      centered
      scrollable
      aria-labelledby="paste-title"
    >
      <Form onSubmit={submit} noValidate className="d-flex flex-column overflow-hidden">
        <DialogHeader titleId="paste-title" pending={pending}>
          {t.pasteTitle}
        </DialogHeader>
        <Modal.Body>
          <p className="text-secondary small">{t.pasteHelp}</p>
          <Row className="g-3 mb-3">
            <Form.Group as={Col} xs={7} controlId="paste-column">
              <Form.Label>{t.pasteColumnField}</Form.Label>
              <Form.Select
                value={column}
                onChange={(event) => {
                  setColumn(event.target.value as PasteColumn);
                  changed();
                }}
              >
                {PASTE_COLUMNS.map((key) => (
                  <option key={key} value={key}>
                    {t.pasteColumns[key]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <NumberField
              col={{ xs: 5 }}
              controlId="paste-start"
              hint={t.pasteStartHint}
              {...startIndex.field}
              onChange={(value) => {
                startIndex.field.onChange(value);
                changed();
              }}
            />
          </Row>
          <Form.Group controlId="paste-data">
            <Form.Label>{t.pasteData}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              dir="auto"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                changed();
              }}
            />
            <Form.Text aria-live="polite">{t.pasteLines(data.length)}</Form.Text>
          </Form.Group>

          {previewing.isError && (
            <Alert variant="danger" className="small mt-3 mb-0">
              {failureText(previewing.error, t.pastePreviewFailed) ?? t.pastePreviewFailed}
            </Alert>
          )}
          {preview && <PasteChanges column={preview.input.column} result={preview.result} />}
        </Modal.Body>
        <DialogFooter
          confirmLabel={preview ? t.pasteSubmit : previewing.isPending ? t.pastePreviewing : t.pastePreview}
          confirmDisabled={data.length === 0 || (preview !== null && preview.result.changes.length === 0)}
          onCancel={close}
          pending={pending}
        />
      </Form>
    </Modal>
  );
}

function PasteChanges({ column, result }: { column: PasteColumn; result: PasteColumnResult }) {
  if (result.changes.length === 0) return <p className="mt-3 mb-0 fw-semibold">{t.pasteNoChanges}</p>;
  return (
    <section className="mt-3" aria-label={t.pasteChanges}>
      <p className="fw-semibold mb-2" aria-live="polite">
        {t.pasteChangesCount(result.changes.length)}
      </p>
      <PastedChangesTable
        changes={result.changes}
        show={(value) => shown(column, value)}
        texts={{
          label: t.pasteChanges,
          row: t.pasteRow,
          name: t.columns.name,
          customerNumber: t.columns.customerNumber,
          before: t.pasteBefore,
          after: t.pasteAfter,
        }}
      />
    </section>
  );
}
