import { useState } from 'react';
import { parseDecimal, parseOptionalDecimal } from '../../../lib/decimal';
import type { AmpereRecordInput } from '../../../types/ampere';
import type { RecordFormValues } from './record-form-fields';

/** The state of a record form (add, edit): the values as typed, and the name marked missing from a save
 * without it until one is typed. */
export function useRecordForm(initial: RecordFormValues) {
  const [values, setValues] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);

  /** The record as typed (spec 000 §5: decimals, empty box and address as none), or null when the name
   * is missing, which marks it. */
  const read = (): AmpereRecordInput | null => {
    const name = values.name.trim();
    if (!name) {
      setNameMissing(true);
      return null;
    }
    return {
      name,
      box: values.box.trim() || null,
      ampere: parseDecimal(values.ampere),
      amperePrice: parseOptionalDecimal(values.amperePrice),
      address: values.address.trim() || null,
    };
  };

  return {
    values,
    /** The props of `RecordFormFields` that hold the state. */
    fields: {
      values,
      nameInvalid: nameMissing,
      onChange: (next: RecordFormValues) => {
        setValues(next);
        if (nameMissing && next.name.trim()) setNameMissing(false);
      },
    },
    read,
    reset: () => setValues(initial),
  };
}
