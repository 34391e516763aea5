import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useConfirmOverpayment } from '../../../components/confirm-dialog';
import { DuplicateNotice, useCreateOnce } from '../../../components/create-once';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatCustomerNumber } from '../../../lib/display-format';
import type { AmpereRecord } from '../../../types/ampere';
import type { KwhCustomer } from '../../../types/kwh';
import { useCreateCustomer, type NewCustomer } from '../api/create-customer';
import { useAmperePricing, type AmperePrices } from '../api/get-pricing';
import { useUpdateCustomer } from '../api/update-customer';
import { billAfterEdit } from '../lib/overpayment';
import { CustomerFormFields } from './customer-form-fields';
import { useNewCustomerValues } from './new-customer-values';
import {
  flatForm,
  type AnyTariffKind,
  type CustomerFormValues,
  type CustomerNumberField,
} from './tariff-kinds';
import { useCustomerForm } from './use-customer-form';

type Customer = AmpereRecord | KwhCustomer;

export interface CustomerDialogProps {
  system: string;
  kind: AnyTariffKind;
  /** The customer edited; without one the dialog adds a customer. */
  customer?: Customer;
  /** The numbers shown (the generic list shows fewer); the kind's by default. */
  numbers?: readonly CustomerNumberField[];
  /** The generic list reads the amperes as a whole number. */
  integerAmpere?: boolean;
  /** The placeholder of the flat price: how the threshold price applies when left empty. */
  pricePlaceholder?: string;
  onClose: () => void;
}

/** Add or edit a customer of any tariff kind (docs/screens.md#typing-numbers-phones-and-forms): every
 * editable field; amounts are computed by the server. Closes on success. A duplicate name and box is shown
 * and added only when the operator says so. A flat customer's payment above the bill after the edit is
 * confirmed first, so the flat dialog waits for the prices that bill depends on. */
export function CustomerDialog(props: CustomerDialogProps) {
  return props.customer ? <KindForm {...props} /> : <NewCustomer {...props} />;
}

type FormProps = CustomerDialogProps & { start?: CustomerFormValues };

/** A new customer starts from the group's price in a metered group (docs/metered-group-price.md). */
function NewCustomer(props: CustomerDialogProps) {
  const start = useNewCustomerValues(props.system, props.kind);
  return start ? <KindForm {...props} start={start} /> : <Loading {...props} />;
}

function KindForm(props: FormProps) {
  return props.kind === flatForm ? <WithPrices {...props} /> : <CustomerForm {...props} />;
}

function WithPrices(props: FormProps) {
  const pricing = useAmperePricing();
  if (!pricing.isPending) return <CustomerForm {...props} prices={pricing.data} />;
  return <Loading {...props} />;
}

function Loading({ kind, customer, onClose }: CustomerDialogProps) {
  return (
    <Modal show onHide={onClose} centered aria-labelledby="customer-title">
      <DialogHeader titleId="customer-title">{customer ? kind.t.editTitle : kind.t.addTitle}</DialogHeader>
      <Modal.Body>
        <LoadingSpinner />
      </Modal.Body>
    </Modal>
  );
}

function CustomerForm({
  system,
  kind,
  customer,
  numbers = kind.editNumbers,
  integerAmpere = false,
  pricePlaceholder,
  onClose,
  prices,
  start,
}: FormProps & { prices?: AmperePrices }) {
  const { t } = kind;
  const [initial] = useState(() =>
    customer
      ? (kind.formOf as (customer: Customer) => CustomerFormValues)(customer)
      : (start ?? kind.empty()),
  );
  const form = useCustomerForm(initial, { specs: kind.numbers, numbers, integerAmpere });
  const confirmOverpayment = useConfirmOverpayment();
  const [asking, setAsking] = useState(false);
  const create = useCreateCustomer(system, t, { onSuccess: onClose });
  const update = useUpdateCustomer(system, t, { onSuccess: onClose });
  const once = useCreateOnce<NewCustomer>(create.mutate);
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || asking || once.isSending()) return;
    const reading = form.read();
    if (!reading) return;
    const { numbers: typed, ...fields } = reading;
    if (!customer) return once.submit({ ...fields, ...typed } as NewCustomer);
    // Left as loaded, these are not sent: a payment a collector recorded while the dialog was open is
    // never voided, and a flat price left automatic stays automatic.
    const changes = { ...fields, ...typed };
    for (const field of kind.sentWhenChanged) {
      if (form.values[field].trim() === initial[field].trim()) delete changes[field];
    }
    if (kind === flatForm) {
      const record = customer as AmpereRecord;
      const ampere = typed.ampere ?? record.ampere;
      const bill = billAfterEdit(record, { ampere, amperePrice: changes.amperePrice }, prices);
      setAsking(true);
      const confirmed = await confirmOverpayment(fields.name, bill, typed.amountPaid ?? 0).finally(() =>
        setAsking(false),
      );
      if (!confirmed) return;
    }
    update.mutate({ id: customer.id, changes });
  };

  const change = (values: CustomerFormValues) => {
    once.reset();
    form.fields.onChange(values);
  };

  return (
    <Modal
      show
      onHide={pending ? () => undefined : onClose}
      centered
      scrollable
      aria-labelledby="customer-title"
    >
      <Form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="d-flex flex-column overflow-hidden"
      >
        <DialogHeader titleId="customer-title" pending={pending}>
          {customer ? t.editTitle : t.addTitle}
          {customer && (
            <>
              {' '}
              <bdi dir="ltr" className="text-secondary">
                {formatCustomerNumber(customer.customerNumber)}
              </bdi>
            </>
          )}
        </DialogHeader>
        <Modal.Body>
          <fieldset disabled={pending}>
            <CustomerFormFields
              kind={kind}
              idPrefix={customer ? 'edit' : 'add'}
              {...form.fields}
              onChange={change}
              numbers={numbers}
              pricePlaceholder={pricePlaceholder}
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
          confirmLabel={customer ? (pending ? t.saving : t.save) : pending ? t.adding : t.add}
          onCancel={onClose}
          pending={pending}
        />
      </Form>
    </Modal>
  );
}
