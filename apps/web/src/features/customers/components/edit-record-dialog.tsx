import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { formatCustomerNumber } from '../../../lib/display-format';
import { phoneFieldText } from '../../../lib/phone-entry';
import type { AmpereRecord, AmpereRecordInput } from '../../../types/ampere';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useAmperePricing, type AmperePrices } from '../api/get-pricing';
import { useUpdateAmpereRecord } from '../api/update-ampere-record';
import { billAfterEdit } from '../lib/overpayment';
import { ampereMessages as t } from '../ampere-messages';
import { RecordFormFields, type RecordFormValues } from './record-form-fields';
import { useConfirmOverpayment } from '../../../components/confirm-dialog';
import { useRecordForm } from './use-record-form';

/** The record as the form shows it; an automatic price (the server says which, `priceIsCustom`) is
 * shown empty, "automatic", as in the add form. */
function formOf(record: AmpereRecord): RecordFormValues {
  const automatic = !record.priceIsCustom;
  return {
    name: record.name,
    box: record.box ?? '',
    ampere: String(record.ampere),
    amperePrice: automatic ? '' : String(record.amperePrice),
    address: record.address ?? '',
    amountPaid: String(record.amountPaid),
    phone: phoneFieldText(record.phone),
  };
}

export interface EditRecordDialogProps {
  record: AmpereRecord;
  pricePlaceholder: string;
  onClose: () => void;
}

/** spec 000 §2.5: name, box, ampere, ampere price, address, amount paid. Closes on success (§4).
 * issue 6: the price is sent only when the operator changed it (cleared = null, the automatic price),
 * so changing the amperes re-prices; a payment above the bill is confirmed first. */
export function EditRecordDialog(props: EditRecordDialogProps) {
  const pricing = useAmperePricing();
  if (pricing.isPending) {
    return (
      <Modal show onHide={props.onClose} centered aria-labelledby="edit-record-title">
        <DialogHeader titleId="edit-record-title">{t.editTitle}</DialogHeader>
        <Modal.Body>
          <LoadingSpinner />
        </Modal.Body>
      </Modal>
    );
  }
  return <EditRecordForm {...props} prices={pricing.data} />;
}

function EditRecordForm({
  record,
  pricePlaceholder,
  onClose,
  prices,
}: EditRecordDialogProps & { prices: AmperePrices | undefined }) {
  const [initial] = useState(() => formOf(record));
  const form = useRecordForm(initial, { withAmountPaid: true });
  const confirmOverpayment = useConfirmOverpayment();
  const [asking, setAsking] = useState(false);
  const update = useUpdateAmpereRecord({ onSuccess: onClose });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (asking || update.isPending) return;
    const reading = form.read();
    if (!reading) return;
    const priceChanged = form.values.amperePrice.trim() !== initial.amperePrice.trim();
    const amperePrice = priceChanged ? reading.amperePrice : undefined;
    // issue 11: the paid amount is the ledger's sum; one left as loaded is not sent, so that a payment
    // a collector recorded while the dialog was open is never voided by it.
    const paidChanged = form.values.amountPaid.trim() !== initial.amountPaid.trim();
    const changes: Partial<AmpereRecordInput> = {
      name: reading.name,
      box: reading.box,
      ampere: reading.ampere,
      ...(priceChanged && { amperePrice }),
      address: reading.address,
      ...(paidChanged && { amountPaid: reading.amountPaid }),
      phone: reading.phone,
    };
    const bill = billAfterEdit(record, { ampere: reading.ampere, amperePrice }, prices);
    setAsking(true);
    const confirmed = await confirmOverpayment(reading.name, bill, reading.amountPaid).finally(() =>
      setAsking(false),
    );
    if (confirmed) update.mutate({ id: record.id, changes });
  };

  return (
    <Modal
      show
      onHide={update.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="edit-record-title"
    >
      <Form onSubmit={(event) => void submit(event)} noValidate>
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
