import { AddCustomerCard, useCreateOnce } from '../../../components/create-once';
import type { AmpereRecord } from '../../../types/ampere';
import { useCreateAmpereRecord, type NewAmpereRecord } from '../api/create-ampere-record';
import { ampereMessages as t } from '../ampere-messages';
import { RecordFormFields, emptyRecordForm, type RecordFormValues } from './record-form-fields';
import { useRecordForm } from './use-record-form';

export interface AddCustomerFormProps {
  pricePlaceholder: string;
  onCreated?: (record: AmpereRecord) => void;
}

/** spec 000 §2.5: name, box, ampere, ampere price, address. The client never sends the customer
 * number or the amount: the server gives both. issue 6: one click, one customer — the form is
 * disabled while saving and a retry of the same form reuses its idempotency key; a duplicate name and
 * box is shown with the existing number and added only when the operator says so. */
export function AddCustomerForm({ pricePlaceholder, onCreated }: AddCustomerFormProps) {
  const form = useRecordForm(emptyRecordForm);
  const create = useCreateAmpereRecord({
    onSuccess: (record) => {
      form.reset();
      once.reset();
      onCreated?.(record);
    },
  });
  const once = useCreateOnce<NewAmpereRecord>(create.mutate);

  const read = (): NewAmpereRecord | null => {
    const record = form.read();
    if (!record) return null;
    return {
      name: record.name,
      box: record.box,
      ampere: record.ampere,
      amperePrice: record.amperePrice,
      address: record.address,
      phone: record.phone,
    };
  };

  const change = (values: RecordFormValues) => {
    once.reset();
    form.fields.onChange(values);
  };

  return (
    <AddCustomerCard title={t.addTitle} texts={t} once={once} pending={create.isPending} read={read}>
      <RecordFormFields
        idPrefix="add"
        {...form.fields}
        onChange={change}
        pricePlaceholder={pricePlaceholder}
        inline
      />
    </AddCustomerCard>
  );
}
