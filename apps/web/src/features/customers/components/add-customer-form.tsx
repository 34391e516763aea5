import Modal from 'react-bootstrap/Modal';
import { AddCustomerCard } from '../../../components/create-once';
import { DialogHeader } from '../../../components/dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { CustomerFormFields } from './customer-form-fields';
import { useAddCustomer, type AddCustomerOptions, type AddCustomerState } from './use-add-customer';

export interface AddCustomerFormProps extends AddCustomerOptions {
  /** The placeholder of the flat price. */
  pricePlaceholder?: string;
  /** On a phone the form opens in a dialog, shown while `show`; without it the form sits above the list.
   * The page keeps the form in one place either way, so its state outlives a change of layout. */
  dialog?: { show: boolean; onHide: () => void };
}

/** The add form above a customers table (docs/screens.md#the-customers-screens): name, box, the kind's
 * numbers, address, phone, starting from the group's price in a metered group (docs/metered-group-price.md).
 * The client never sends the customer number or an amount: the server gives both. One click, one
 * customer — the form is disabled while saving and a retry of the same form reuses its idempotency key;
 * a duplicate name and box is shown with the existing number and added only when the operator says so.
 * On a desk it sits above the list, on a phone in a dialog: one state for both (`useAddCustomer`), so
 * what was typed survives the change from one to the other. */
export function AddCustomerForm({ pricePlaceholder, dialog, ...options }: AddCustomerFormProps) {
  const add = useAddCustomer(options);
  const form = <AddCustomerFields add={add} pricePlaceholder={pricePlaceholder} />;
  if (!dialog) return form;
  return (
    <Modal
      show={dialog.show}
      onHide={dialog.onHide}
      className="app-add-dialog"
      aria-labelledby="add-customer-title"
    >
      <DialogHeader titleId="add-customer-title">{add.kind.t.addTitle}</DialogHeader>
      <Modal.Body>{form}</Modal.Body>
    </Modal>
  );
}

function AddCustomerFields({ add, pricePlaceholder }: { add: AddCustomerState; pricePlaceholder?: string }) {
  const { kind } = add;
  if (!add.ready) return <LoadingSpinner />;
  return (
    <AddCustomerCard
      title={kind.t.addTitle}
      texts={kind.t}
      once={add.once}
      pending={add.pending}
      read={add.read}
      submitVariant={kind.submitVariant}
    >
      <CustomerFormFields
        kind={kind}
        idPrefix="add"
        {...add.fields}
        numbers={add.numbers}
        pricePlaceholder={pricePlaceholder}
        inline
      />
    </AddCustomerCard>
  );
}
