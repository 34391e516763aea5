import { AddCustomerCard, useCreateOnce } from '../../../components/create-once';
import { useCreateKwhCustomer, type NewKwhCustomer } from '../api/create-kwh-customer';
import { kwhMessages as t } from '../kwh-messages';
import { KwhCustomerFormFields } from './kwh-customer-form-fields';
import {
  emptyKwhForm,
  useKwhCustomerForm,
  type KwhCustomerFormValues,
  type KwhNumberField,
} from './use-kwh-customer-form';

/** spec 001 §2.2: the generic list's form: name, box, ampere (whole), previous, current, price, address. */
export const GENERIC_FORM_NUMBERS: readonly KwhNumberField[] = [
  'ampere',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
];

export interface KwhAddFormProps {
  system: string;
}

/** The add form of the generic kWh list. The price per kWh starts at 1 and stays as typed for the next
 * customer (the screen's price input). One click, one customer: disabled while saving, a retry of the
 * same form reuses its idempotency key, a duplicate is added only when the operator says so. */
export function KwhAddForm({ system }: KwhAddFormProps) {
  const form = useKwhCustomerForm(emptyKwhForm(), { integerAmpere: true });
  const create = useCreateKwhCustomer(system, {
    // The price stays as typed for the next customer.
    onSuccess: () => {
      form.reset(emptyKwhForm(form.values.pricePerKwh));
      once.reset();
    },
  });
  const once = useCreateOnce<NewKwhCustomer>(create.mutate);

  const read = (): NewKwhCustomer | null => {
    const fields = form.read();
    if (!fields) return null;
    return {
      name: fields.name,
      box: fields.box,
      address: fields.address,
      ampere: fields.ampere,
      previousKwh: fields.previousKwh,
      currentKwh: fields.currentKwh,
      pricePerKwh: fields.pricePerKwh,
      phone: fields.phone,
    };
  };

  const change = (next: KwhCustomerFormValues) => {
    once.reset();
    form.fields.onChange(next);
  };

  return (
    <AddCustomerCard
      title={t.addTitle}
      texts={t}
      once={once}
      pending={create.isPending}
      read={read}
      submitVariant="success"
    >
      <KwhCustomerFormFields
        idPrefix="kwh-generic-add"
        {...form.fields}
        onChange={change}
        numbers={GENERIC_FORM_NUMBERS}
        inline
      />
    </AddCustomerCard>
  );
}
