import { useState } from 'react';
import { useCreateOnce } from '../../../components/create-once';
import { useCreateCustomer, type CreatedCustomer, type NewCustomer } from '../api/create-customer';
import { useNewCustomerValues } from './new-customer-values';
import type { AnyTariffKind, CustomerFormValues, CustomerNumberField } from './tariff-kinds';
import { useCustomerForm } from './use-customer-form';

export interface AddCustomerOptions {
  system: string;
  kind: AnyTariffKind;
  /** The numbers of the form; the kind's add form by default. */
  numbers?: readonly CustomerNumberField[];
  /** The generic kWh screen reads the amperes as a whole number. */
  integerAmpere?: boolean;
  onCreated?: (customer: CreatedCustomer) => void;
}

/** The state of a screen's add form (docs/screens.md#the-customers-screens): the values as typed, the
 * fields' refusals, the duplicate the server answered and the create-once key. Whoever holds it keeps
 * it where the layout puts the form (above the list on a desk, in a dialog on a phone), so a change of
 * layout loses nothing typed and a retry after it still creates once. */
export function useAddCustomer({
  system,
  kind,
  numbers = kind.addNumbers,
  integerAmpere = false,
  onCreated,
}: AddCustomerOptions) {
  const start = useNewCustomerValues(system, kind);
  const form = useCustomerForm(start ?? kind.empty(), { specs: kind.numbers, numbers, integerAmpere });
  // A metered group's form starts from the group's price once it is loaded (docs/metered-group-price.md).
  const [ready, setReady] = useState(start !== null);
  if (start && !ready) {
    setReady(true);
    form.reset(start);
  }
  const create = useCreateCustomer(system, kind.t, {
    onSuccess: (customer) => {
      form.reset(kind.empty(form.values));
      once.reset();
      onCreated?.(customer);
    },
  });
  const once = useCreateOnce<NewCustomer>(create.mutate);

  return {
    kind,
    numbers,
    /** False while a metered group's price loads. */
    ready,
    once,
    pending: create.isPending,
    /** The props of `CustomerFormFields` that hold the state; a change makes the next submit a new create. */
    fields: {
      ...form.fields,
      onChange: (values: CustomerFormValues) => {
        once.reset();
        form.fields.onChange(values);
      },
    },
    /** The customer to create, or null when the fields show their refusals. */
    read: (): NewCustomer | null => {
      const reading = form.read();
      if (!reading) return null;
      const { numbers: typed, ...fields } = reading;
      return { ...fields, ...typed } as NewCustomer;
    },
  };
}

export type AddCustomerState = ReturnType<typeof useAddCustomer>;
