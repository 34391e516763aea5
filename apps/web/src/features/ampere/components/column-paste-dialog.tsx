import { useState, type FormEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { toAsciiDigits } from '@kahraba/billing-domain';
import type { AmpereSort } from '../../../types/ampere';
import { PASTE_COLUMNS, usePasteColumn, type PasteColumn } from '../api/paste-column';
import { ampereMessages as t } from '../messages';

/** One value per line; the line break a spreadsheet leaves after the last cell is not a value. */
export function linesOf(text: string): string[] {
  if (text.trim() === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface ColumnPasteDialogProps {
  show: boolean;
  sort: AmpereSort;
  onClose: () => void;
}

/** Column paste (spec 000 §5): a column, a start row (integer, 0 or more) and one value per line,
 * applied to the rows in the order the operator sees. */
export function ColumnPasteDialog({ show, sort, onClose }: ColumnPasteDialogProps) {
  const [column, setColumn] = useState<PasteColumn>('name');
  const [startIndex, setStartIndex] = useState('0');
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    setStartIndex('0');
    onClose();
  };
  const paste = usePasteColumn({ onSuccess: close });
  const data = linesOf(text);
  const start = Math.max(0, Math.floor(Number(toAsciiDigits(startIndex)) || 0));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (data.length === 0) return;
    paste.mutate({ column, data, startIndex: start, sort });
  };

  return (
    <Modal
      show={show}
      onHide={paste.isPending ? () => undefined : close}
      centered
      aria-labelledby="paste-title"
    >
      <Form onSubmit={submit} noValidate>
        <DialogHeader titleId="paste-title" pending={paste.isPending}>
          {t.pasteTitle}
        </DialogHeader>
        <Modal.Body>
          <p className="text-secondary small">{t.pasteHelp}</p>
          <Row className="g-3 mb-3">
            <Form.Group as={Col} xs={7} controlId="paste-column">
              <Form.Label>{t.pasteColumnField}</Form.Label>
              <Form.Select value={column} onChange={(event) => setColumn(event.target.value as PasteColumn)}>
                {PASTE_COLUMNS.map((key) => (
                  <option key={key} value={key}>
                    {t.pasteColumns[key]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} xs={5} controlId="paste-start">
              <Form.Label>{t.pasteStart}</Form.Label>
              <Form.Control
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                dir="ltr"
                value={startIndex}
                onChange={(event) => setStartIndex(event.target.value)}
              />
              <Form.Text>{t.pasteStartHint}</Form.Text>
            </Form.Group>
          </Row>
          <Form.Group controlId="paste-data">
            <Form.Label>{t.pasteData}</Form.Label>
            <Form.Control
              as="textarea"
              rows={8}
              dir="auto"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Form.Text aria-live="polite">{t.pasteLines(data.length)}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <DialogFooter
          confirmLabel={t.pasteSubmit}
          confirmDisabled={data.length === 0}
          onCancel={close}
          pending={paste.isPending}
        />
      </Form>
    </Modal>
  );
}
