import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { NumberField, useNumberField } from '../../../components/number-field';
import { PastedChangesTable } from '../../../components/pasted-changes';
import { failureText } from '../../../lib/notify-failure';
import type { AmpereSort } from '../../../types/ampere';
import {
  usePasteColumn,
  usePreviewPasteColumn,
  type PasteColumnInput,
  type PasteColumnResult,
} from '../api/paste-column';
import type { AnyTariffKind, PasteColumn } from './tariff-kinds';

export interface ColumnPasteDialogProps {
  system: string;
  kind: AnyTariffKind;
  show?: boolean;
  /** The order the operator sees (flat), so that value n lands on row n of the screen. */
  sort?: AmpereSort;
  onClose: () => void;
}

/** Column paste (docs/screens.md#pastes-and-imports): a column and one value per line, applied to the
 * customers in the order the operator sees (flat: from a start row, integer, 0 or more). First
 * a preview from the server of which customer receives which value (nothing written), then the confirm
 * writes exactly that. */
export function ColumnPasteDialog({ system, kind, show = true, sort, onClose }: ColumnPasteDialogProps) {
  const { t, paste: rules } = kind;
  const [column, setColumn] = useState<PasteColumn>('name');
  const startIndex = useNumberField(rules.startRow?.label ?? '', '0', { integer: true });
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<{ input: PasteColumnInput; result: PasteColumnResult } | null>(null);
  const previewing = usePreviewPasteColumn(system);
  const close = () => {
    setText('');
    startIndex.reset();
    setPreview(null);
    previewing.reset();
    onClose();
  };
  const paste = usePasteColumn(system, rules, { onSuccess: close });
  const values = rules.lines(text);
  const pending = paste.isPending || previewing.isPending;

  /** Any change asks for a new preview. */
  const changed = () => {
    setPreview(null);
    previewing.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || values.length === 0) return;
    if (preview) return paste.mutate(preview.input);
    const start = rules.startRow ? startIndex.read() : { value: 0 };
    if (!start) return;
    const input = (
      rules.startRow ? { column, data: values, startIndex: start.value ?? 0, sort } : { column, values }
    ) as PasteColumnInput;
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
            <Form.Group as={Col} xs={rules.startRow ? 7 : 12} controlId="paste-column">
              <Form.Label>{t.pasteColumnField}</Form.Label>
              <Form.Select
                value={column}
                onChange={(event) => {
                  setColumn(event.target.value as PasteColumn);
                  changed();
                }}
              >
                {rules.columns.map((key) => (
                  <option key={key} value={key}>
                    {rules.labels[key]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {rules.startRow && (
              <NumberField
                col={{ xs: 5 }}
                controlId="paste-start"
                hint={rules.startRow.hint}
                {...startIndex.field}
                onChange={(value) => {
                  startIndex.field.onChange(value);
                  changed();
                }}
              />
            )}
          </Row>
          <Form.Group controlId="paste-data">
            <Form.Label>{t.pasteData}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              dir="auto"
              value={text}
              placeholder={rules.placeholder}
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
          {preview && <PasteChanges kind={kind} input={preview.input} result={preview.result} />}
        </Modal.Body>
        <DialogFooter
          confirmLabel={preview ? rules.submit : previewing.isPending ? t.pastePreviewing : rules.preview}
          confirmDisabled={values.length === 0 || (preview !== null && preview.result.changes.length === 0)}
          onCancel={close}
          pending={pending}
        />
      </Form>
    </Modal>
  );
}

function PasteChanges({
  kind: { t, paste },
  input,
  result,
}: {
  kind: AnyTariffKind;
  input: PasteColumnInput;
  result: PasteColumnResult;
}) {
  return (
    <section className="mt-3" aria-label={t.pasteChanges}>
      <p className="fw-semibold mb-2" aria-live="polite">
        {paste.count(result)}
      </p>
      {result.changes.length > 0 && (
        <PastedChangesTable
          changes={result.changes}
          show={(value) => paste.shown(input.column, value)}
          texts={{
            label: t.pasteChanges,
            row: t.pasteRow,
            name: t.name,
            customerNumber: paste.customerNumber,
            before: t.pasteBefore,
            after: t.pasteAfter,
          }}
        />
      )}
    </section>
  );
}
