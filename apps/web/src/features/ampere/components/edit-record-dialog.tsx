import type { FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { formatCustomerNumber } from '../../../lib/display-format';
import { parseDecimal } from '../../../lib/decimal';
import type { AmpereRecord } from '../../../types/ampere';
import { useUpdateAmpereRecord } from '../api/update-ampere-record';
import { ampereMessages as t } from '../messages';
import { RecordFormFields, type RecordFormValues } from './record-form-fields';
import { useRecordForm } from './use-record-form';

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
  const form = useRecordForm(formOf(record));
  const update = useUpdateAmpereRecord({ onSuccess: onClose });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = form.read();
    if (changes) {
      update.mutate({
        id: record.id,
        changes: { ...changes, amountPaid: parseDecimal(form.values.amountPaid) },
      });
    }
  };

  return (
    <Modal
      show
      onHide={update.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="edit-record-title"
    >
      <Form onSubmit={submit} noValidate>
        <DialogHeader titleId="edit-record-title" pending={update.isPending}>
          {t.editTitle}{' '}
          <bdi dir="ltr" className="text-secondary">
            {formatCustomerNumber(record.customerNumber)}
          </bdi>
        </DialogHeader>
        <Modal.Body>
          <RecordFormFields
            idPrefix="edit"
            {...form.fields}
            pricePlaceholder={pricePlaceholder}
            withAmountPaid
          />
        </Modal.Body>
        <DialogFooter
          confirmLabel={update.isPending ? t.saving : t.save}
          onCancel={onClose}
          pending={update.isPending}
        />
      </Form>
    </Modal>
  );
}
