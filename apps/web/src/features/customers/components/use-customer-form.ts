import { useState } from 'react';
import { readNumberEntry } from '../../../lib/number-entry';
import { readPhoneEntry } from '../../../lib/phone-entry';
import type {
  CustomerFormErrors,
  CustomerFormValues,
  CustomerNumberField,
  NumberFieldSpec,
} from './tariff-kinds';

/** The customer as typed, every number shown read: a blank optional number is null (the flat automatic
 * price). */
export interface CustomerFormReading {
  name: string;
  box: string | null;
  address: string | null;
  /** E.164, null when left blank. */
  phone: string | null;
  /** A metered customer's tariff zone (docs/official-tariff.md#zones); absent for a flat one. */
  zone?: string;
  numbers: Partial<Record<CustomerNumberField, number | null>>;
}

export interface CustomerFormRules {
  /** The kind's numbers, and the ones this form shows (only those are read and sent). */
  specs: Partial<Record<CustomerNumberField, NumberFieldSpec>>;
  numbers: readonly CustomerNumberField[];
  /** The generic kWh screen reads the amperes as a whole number. */
  integerAmpere?: boolean;
}

/** The state of a customer form of any tariff kind (add, edit): the values as typed; the name marked
 * missing and each number that does not read marked with its Arabic message, until that field is typed
 * again. Nothing is sent until all read (docs/screens.md#typing-numbers-phones-and-forms). */
export function useCustomerForm(initial: CustomerFormValues, rules: CustomerFormRules) {
  const [values, setValues] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const [errors, setErrors] = useState<CustomerFormErrors>({});

  /** The customer as typed, or null when the name is missing or a number does not read (the fields say
   * why). */
  const read = (): CustomerFormReading | null => {
    const name = values.name.trim();
    const found: CustomerFormErrors = {};
    const numbers: CustomerFormReading['numbers'] = {};
    for (const field of rules.numbers) {
      const spec = rules.specs[field];
      const entry = readNumberEntry(values[field], spec?.label ?? field, {
        optional: spec?.optional,
        integer: field === 'ampere' && rules.integerAmpere,
      });
      if (entry.ok) numbers[field] = spec?.optional ? entry.value : (entry.value ?? 0);
      else found[field] = entry.message;
    }
    const phone = readPhoneEntry(values.phone);
    if (!phone.ok) found.phone = phone.message;
    setNameMissing(!name);
    setErrors(found);
    if (!name || !phone.ok || Object.keys(found).length > 0) return null;
    return {
      name,
      box: values.box.trim() || null,
      address: values.address.trim() || null,
      phone: phone.value,
      ...(values.zone && { zone: values.zone }),
      numbers,
    };
  };

  return {
    values,
    /** The props of `CustomerFormFields` that hold the state. */
    fields: {
      values,
      nameInvalid: nameMissing,
      errors,
      onChange: (next: CustomerFormValues) => {
        setValues(next);
        if (nameMissing && next.name.trim()) setNameMissing(false);
        setErrors((current) => {
          const kept = { ...current };
          for (const field of Object.keys(current) as (keyof CustomerFormErrors)[]) {
            if (next[field] !== values[field]) delete kept[field];
          }
          return kept;
        });
      },
    },
    read,
    reset: (next: CustomerFormValues = initial) => {
      setValues(next);
      setErrors({});
      setNameMissing(false);
    },
  };
}
