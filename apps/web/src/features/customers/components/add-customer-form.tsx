import { AddCustomerCard, useCreateOnce } from '../../../components/create-once';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useCreateCustomer, type CreatedCustomer, type NewCustomer } from '../api/create-customer';
import { CustomerFormFields } from './customer-form-fields';
import { useNewCustomerValues } from './new-customer-values';
import type { AnyTariffKind, CustomerFormValues, CustomerNumberField } from './tariff-kinds';
import { useCustomerForm } from './use-customer-form';

export interface AddCustomerFormProps {
  system: string;
  kind: AnyTariffKind;
  /** The numbers of the form; the kind's add form by default. */
  numbers?: readonly CustomerNumberField[];
  /** The generic kWh screen reads the amperes as a whole number. */
  integerAmpere?: boolean;
  /** The placeholder of the flat price. */
  pricePlaceholder?: string;
  onCreated?: (customer: CreatedCustomer) => void;
}

/** The add form above a customers table (docs/screens.md#the-customers-screens): name, box, the kind's
 * numbers, address, phone, starting from the group's price in a metered group (docs/metered-group-price.md).
 * The client never sends the customer number or an amount: the server gives both. One click, one
 * customer — the form is disabled while saving and a retry of the same form reuses its idempotency key;
 * a duplicate name and box is shown with the existing number and added only when the operator says so. */
export function AddCustomerForm(props: AddCustomerFormProps) {
  const start = useNewCustomerValues(props.system, props.kind);
  return start ? <AddCustomerFields {...props} start={start} /> : <LoadingSpinner />;
}

function AddCustomerFields({
  system,
  kind,
  numbers = kind.addNumbers,
  integerAmpere = false,
  pricePlaceholder,
  onCreated,
  start,
}: AddCustomerFormProps & { start: CustomerFormValues }) {
  const form = useCustomerForm(start, { specs: kind.numbers, numbers, integerAmpere });
  const create = useCreateCustomer(system, kind.t, {
    onSuccess: (customer) => {
      form.reset(kind.empty(form.values));
      once.reset();
      onCreated?.(customer);
    },
  });
  const once = useCreateOnce<NewCustomer>(create.mutate);

  const read = (): NewCustomer | null => {
    const reading = form.read();
    if (!reading) return null;
    const { numbers: typed, ...fields } = reading;
    return { ...fields, ...typed } as NewCustomer;
  };

  const change = (values: CustomerFormValues) => {
    once.reset();
    form.fields.onChange(values);
  };

  return (
    <AddCustomerCard
      title={kind.t.addTitle}
      texts={kind.t}
      once={once}
      pending={create.isPending}
      read={read}
      submitVariant={kind.submitVariant}
    >
      <CustomerFormFields
        kind={kind}
        idPrefix="add"
        {...form.fields}
        onChange={change}
        numbers={numbers}
        pricePlaceholder={pricePlaceholder}
        inline
      />
    </AddCustomerCard>
  );
}
