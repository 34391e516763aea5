import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DuplicateNotice, useCreateOnce } from '../../../components/create-once';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import type { KwhCustomer, KwhCustomerInput } from '../../../types/kwh';
import { useCreateKwhCustomer, type NewKwhCustomer } from '../api/create-kwh-customer';
import { useUpdateKwhCustomer } from '../api/update-kwh-customer';
import { kwhMessages as t } from '../kwh-messages';
import { KwhCustomerFormFields } from './kwh-customer-form-fields';
import {
  KWH_NUMBER_FIELDS,
  emptyKwhForm,
  kwhFormOf,
  useKwhCustomerForm,
  type KwhCustomerFormValues,
  type KwhNumberField,
} from './use-kwh-customer-form';

export interface KwhCustomerDialogProps {
  system: string;
  /** The customer edited; without one the dialog adds a customer. */
  customer?: KwhCustomer;
  /** The numbers shown (the generic list shows fewer); all by default. */
  numbers?: readonly KwhNumberField[];
  /** The generic list reads the amperes as a whole number (spec 001 §5). */
  integerAmpere?: boolean;
  onClose: () => void;
}

/** Add or edit a customer of a metered group (spec 001 §2.3): every editable field; amounts are
 * computed by the server. A duplicate name and box is shown and added only when the operator says so. */
export function KwhCustomerDialog({
  system,
  customer,
  numbers = KWH_NUMBER_FIELDS,
  integerAmpere = false,
  onClose,
}: KwhCustomerDialogProps) {
  const editing = customer !== undefined;
  const [initial] = useState(() => (customer ? kwhFormOf(customer) : emptyKwhForm()));
  const form = useKwhCustomerForm(initial, { integerAmpere });
  const create = useCreateKwhCustomer(system, { onSuccess: onClose });
  const update = useUpdateKwhCustomer(system, { onSuccess: onClose });
  const once = useCreateOnce<NewKwhCustomer>(create.mutate);
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || once.isSending()) return;
    const fields: KwhCustomerInput | null = form.read();
    if (!fields) return;
    // issue 11: the paid amount is the ledger's sum; one left as loaded is not sent, so that a
    // payment a collector recorded while the dialog was open is never voided by it.
    const paidTyped = form.values.amountPaid.trim() !== initial.amountPaid.trim();
    const { amountPaid, ...others } = fields;
    if (customer) update.mutate({ id: customer.id, changes: paidTyped ? { ...others, amountPaid } : others });
    else once.submit(fields);
  };

  const change = (values: KwhCustomerFormValues) => {
    once.reset();
    form.fields.onChange(values);
  };

  return (
    <Modal
      show
      onHide={pending ? () => undefined : onClose}
      centered
      scrollable
      aria-labelledby="kwh-customer-title"
    >
      <Form onSubmit={submit} noValidate className="d-flex flex-column overflow-hidden">
        <DialogHeader titleId="kwh-customer-title" pending={pending}>
          {editing ? t.editTitle : t.addTitle}
        </DialogHeader>
        <Modal.Body>
          <fieldset disabled={pending}>
            <KwhCustomerFormFields
              idPrefix={editing ? 'kwh-edit' : 'kwh-add'}
              {...form.fields}
              onChange={change}
              numbers={numbers}
            />
          </fieldset>
          {once.duplicate && (
            <DuplicateNotice
              message={once.duplicate.message}
              addAnywayLabel={t.addAnyway}
              onAddAnyway={once.addAnyway}
            />
          )}
        </Modal.Body>
        <DialogFooter
          confirmLabel={editing ? (pending ? t.saving : t.save) : pending ? t.adding : t.add}
          onCancel={onClose}
          pending={pending}
        />
      </Form>
    </Modal>
  );
}
