import { useState } from 'react';
import { readNumberEntry } from '../../../lib/number-entry';
import { readPhoneEntry } from '../../../lib/phone-entry';
import { ampereMessages as t } from '../ampere-messages';
import type { RecordFormValues } from './record-form-fields';

/** The numeric fields of a record form, read by the one number reader (issue 6). */
export type RecordNumberField = 'ampere' | 'amperePrice' | 'amountPaid';
export type RecordFormErrors = Partial<Record<RecordNumberField | 'phone', string>>;

/** The record as typed, every number read: `amperePrice` null when left blank (the automatic price). */
export interface RecordFormReading {
  name: string;
  box: string | null;
  ampere: number;
  amperePrice: number | null;
  address: string | null;
  amountPaid: number;
  /** E.164, null when left blank (issue 11). */
  phone: string | null;
}

const NUMBER_LABELS: Record<RecordNumberField, string> = {
  ampere: t.ampere,
  amperePrice: t.amperePrice,
  amountPaid: t.amountPaid,
};

/** The state of a record form (add, edit): the values as typed; the name marked missing and each number
 * that does not read marked with its Arabic message, until that field is typed again. */
export function useRecordForm(initial: RecordFormValues, { withAmountPaid = false } = {}) {
  const [values, setValues] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const [errors, setErrors] = useState<RecordFormErrors>({});

  /** The record as typed, or null when the name is missing or a number does not read (issue 6:
   * nothing is sent, the fields say why). */
  const read = (): RecordFormReading | null => {
    const name = values.name.trim();
    const ampere = readNumberEntry(values.ampere, NUMBER_LABELS.ampere);
    const amperePrice = readNumberEntry(values.amperePrice, NUMBER_LABELS.amperePrice, { optional: true });
    const amountPaid = withAmountPaid
      ? readNumberEntry(values.amountPaid, NUMBER_LABELS.amountPaid)
      : ({ ok: true, value: 0 } as const);
    const phone = readPhoneEntry(values.phone);
    const found: RecordFormErrors = {};
    if (!ampere.ok) found.ampere = ampere.message;
    if (!amperePrice.ok) found.amperePrice = amperePrice.message;
    if (!amountPaid.ok) found.amountPaid = amountPaid.message;
    if (!phone.ok) found.phone = phone.message;
    setNameMissing(!name);
    setErrors(found);
    if (!name || !ampere.ok || !amperePrice.ok || !amountPaid.ok || !phone.ok) return null;
    return {
      name,
      box: values.box.trim() || null,
      ampere: ampere.value ?? 0,
      amperePrice: amperePrice.value,
      address: values.address.trim() || null,
      amountPaid: amountPaid.value ?? 0,
      phone: phone.value,
    };
  };

  return {
    values,
    /** The props of `RecordFormFields` that hold the state. */
    fields: {
      values,
      nameInvalid: nameMissing,
      errors,
      onChange: (next: RecordFormValues) => {
        setValues(next);
        if (nameMissing && next.name.trim()) setNameMissing(false);
        setErrors((current) => {
          const kept = { ...current };
          for (const field of Object.keys(current) as (keyof RecordFormErrors)[]) {
            if (next[field] !== values[field]) delete kept[field];
          }
          return kept;
        });
      },
    },
    read,
    reset: () => {
      setValues(initial);
      setErrors({});
      setNameMissing(false);
    },
  };
}
