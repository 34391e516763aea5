import { useState } from 'react';
import { readNumberEntry } from '../../../lib/number-entry';
import { phoneFieldText, readPhoneEntry } from '../../../lib/phone-entry';
import type { KwhCustomer, KwhCustomerInput } from '../../../types/kwh';
import { kwhMessages as t } from '../kwh-messages';

/** The numeric fields of the customer form, each read by the one number reader (issue 6). */
export const KWH_NUMBER_FIELDS = [
  'ampere',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
  'ampereSubscriptionFee',
  'insurance',
  'amountPaid',
] as const;
export type KwhNumberField = (typeof KWH_NUMBER_FIELDS)[number];

/** The form as typed. */
export type KwhCustomerFormValues = Record<'name' | 'box' | 'address' | 'phone' | KwhNumberField, string>;
export type KwhCustomerFormErrors = Partial<Record<KwhNumberField | 'phone', string>>;

export const KWH_NUMBER_LABELS: Record<KwhNumberField, string> = {
  ampere: t.ampere,
  previousKwh: t.previousKwh,
  currentKwh: t.currentKwh,
  pricePerKwh: t.pricePerKwh,
  ampereSubscriptionFee: t.ampereSubscriptionFee,
  insurance: t.insurance,
  amountPaid: t.amountPaid,
};

/** A new customer: readings 0, price per kWh 1 (spec 001 §3, §9), nothing paid. */
export function emptyKwhForm(pricePerKwh = '1'): KwhCustomerFormValues {
  return {
    name: '',
    box: '',
    address: '',
    phone: '',
    ampere: '0',
    previousKwh: '0',
    currentKwh: '0',
    pricePerKwh,
    ampereSubscriptionFee: '0',
    insurance: '0',
    amountPaid: '0',
  };
}

/** A customer's fields as the form shows them to edit. */
export function kwhFormOf(customer: KwhCustomer): KwhCustomerFormValues {
  return {
    name: customer.name,
    box: customer.box ?? '',
    address: customer.address ?? '',
    phone: phoneFieldText(customer.phone),
    ampere: String(customer.ampere),
    previousKwh: String(customer.previousKwh),
    currentKwh: String(customer.currentKwh),
    pricePerKwh: String(customer.pricePerKwh),
    ampereSubscriptionFee: String(customer.ampereSubscriptionFee),
    insurance: String(customer.insurance),
    amountPaid: String(customer.amountPaid),
  };
}

export interface KwhFormRules {
  /** The generic screen reads the amperes as a whole number (spec 001 §5). */
  integerAmpere?: boolean;
}

/** The state of a customer form: the values as typed; the name marked missing and each number that
 * does not read marked with its Arabic message until typed again. Nothing is sent until all read. */
export function useKwhCustomerForm(initial: KwhCustomerFormValues, rules: KwhFormRules = {}) {
  const [values, setValues] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const [errors, setErrors] = useState<KwhCustomerFormErrors>({});

  const read = (): KwhCustomerInput | null => {
    const name = values.name.trim();
    const found: KwhCustomerFormErrors = {};
    const numbers = {} as Record<KwhNumberField, number>;
    for (const field of KWH_NUMBER_FIELDS) {
      const entry = readNumberEntry(values[field], KWH_NUMBER_LABELS[field], {
        integer: field === 'ampere' && rules.integerAmpere,
      });
      if (entry.ok) numbers[field] = entry.value ?? 0;
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
      ...numbers,
      phone: phone.value,
    };
  };

  return {
    values,
    fields: {
      values,
      nameInvalid: nameMissing,
      errors,
      onChange: (next: KwhCustomerFormValues) => {
        setValues(next);
        if (nameMissing && next.name.trim()) setNameMissing(false);
        setErrors((current) => {
          const kept = { ...current };
          for (const field of Object.keys(current) as (keyof KwhCustomerFormErrors)[]) {
            if (next[field] !== values[field]) delete kept[field];
          }
          return kept;
        });
      },
    },
    read,
    reset: (next: KwhCustomerFormValues = initial) => {
      setValues(next);
      setErrors({});
      setNameMissing(false);
    },
  };
}
