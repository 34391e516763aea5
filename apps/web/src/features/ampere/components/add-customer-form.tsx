import type { FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { DuplicateNotice, useCreateOnce } from '../../../components/create-once';
import { UserPlusIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import type { AmpereRecord } from '../../../types/ampere';
import { useCreateAmpereRecord, type NewAmpereRecord } from '../api/create-ampere-record';
import { ampereMessages as t } from '../messages';
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (once.isSending()) return;
    const record = form.read();
    if (!record) return;
    once.submit({
      name: record.name,
      box: record.box,
      ampere: record.ampere,
      amperePrice: record.amperePrice,
      address: record.address,
    });
  };

  const change = (values: RecordFormValues) => {
    once.reset();
    form.fields.onChange(values);
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <h2 className="app-section-title d-flex align-items-center gap-2">
          <UserPlusIcon size={20} className="text-primary" />
          {t.addTitle}
        </h2>
        <Form onSubmit={submit} noValidate aria-label={t.addTitle}>
          <fieldset disabled={create.isPending}>
            <RecordFormFields
              idPrefix="add"
              {...form.fields}
              onChange={change}
              pricePlaceholder={pricePlaceholder}
              inline
            />
            {once.duplicate && (
              <DuplicateNotice
                message={once.duplicate.message}
                addAnywayLabel={t.addAnyway}
                onAddAnyway={once.addAnyway}
              />
            )}
            <div className="d-flex justify-content-end mt-3">
              <PendingButton type="submit" variant="primary" className="px-4" pending={create.isPending}>
                {create.isPending ? t.adding : t.add}
              </PendingButton>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
