import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { componentMessages } from '../../../components/messages';
import { formatCustomerNumber } from '../../../lib/display-format';
import { parseDecimal, parseOptionalDecimal } from '../../../lib/decimal';
import type { AmpereRecord } from '../../../types/ampere';
import { useUpdateAmpereRecord } from '../api/update-ampere-record';
import { ampereMessages as t } from '../messages';
import { RecordFormFields, type RecordFormValues } from './record-form-fields';

function formOf(record: AmpereRecord): RecordFormValues {
  return {
    name: record.name,
    box: record.box ?? '',
    ampere: String(record.ampere),
    amperePrice: String(record.amperePrice),
    address: record.address ?? '',
    amountPaid: String(record.amountPaid),
  };
}

export interface EditRecordDialogProps {
  record: AmpereRecord;
  pricePlaceholder: string;
  onClose: () => void;
}

/** spec 000 §2.5: name, box, ampere, ampere price, address, amount paid. Closes on success (§4). */
export function EditRecordDialog({ record, pricePlaceholder, onClose }: EditRecordDialogProps) {
  const [values, setValues] = useState(() => formOf(record));
  const [nameMissing, setNameMissing] = useState(false);
  const update = useUpdateAmpereRecord({ onSuccess: onClose });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) {
      setNameMissing(true);
      return;
    }
    update.mutate({
      id: record.id,
      changes: {
        name,
        box: values.box.trim() || null,
        ampere: parseDecimal(values.ampere),
        amperePrice: parseOptionalDecimal(values.amperePrice),
        address: values.address.trim() || null,
        amountPaid: parseDecimal(values.amountPaid),
      },
    });
  };

  return (
    <Modal
      show
      onHide={update.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="edit-record-title"
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!update.isPending} closeLabel={componentMessages.close}>
          <Modal.Title id="edit-record-title" as="h2" className="h5 mb-0">
            {t.editTitle}{' '}
            <bdi dir="ltr" className="text-secondary">
              {formatCustomerNumber(record.customerNumber)}
            </bdi>
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <RecordFormFields
            idPrefix="edit"
            values={values}
            onChange={(next) => {
              setValues(next);
              if (nameMissing && next.name.trim()) setNameMissing(false);
            }}
            pricePlaceholder={pricePlaceholder}
            nameInvalid={nameMissing}
            withAmountPaid
          />
        </Modal.Body>
        <Modal.Footer className="gap-2">
          <Button type="submit" variant="primary" disabled={update.isPending}>
            {update.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {update.isPending ? t.saving : t.save}
          </Button>
          <Button variant="outline-secondary" onClick={onClose} disabled={update.isPending}>
            {t.cancel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
