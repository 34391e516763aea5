import type { FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UserPlusIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import type { AmpereRecord } from '../../../types/ampere';
import { useCreateAmpereRecord } from '../api/create-ampere-record';
import { ampereMessages as t } from '../messages';
import { RecordFormFields, emptyRecordForm } from './record-form-fields';
import { useRecordForm } from './use-record-form';

export interface AddCustomerFormProps {
  pricePlaceholder: string;
  onCreated?: (record: AmpereRecord) => void;
}

/** spec 000 §2.5: name, box, ampere, ampere price, address. The client never sends the customer
 * number or the amount: the server gives both. */
export function AddCustomerForm({ pricePlaceholder, onCreated }: AddCustomerFormProps) {
  const form = useRecordForm(emptyRecordForm);
  const create = useCreateAmpereRecord({
    onSuccess: (record) => {
      form.reset();
      onCreated?.(record);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const record = form.read();
    if (record) create.mutate(record);
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <h2 className="app-section-title d-flex align-items-center gap-2">
          <UserPlusIcon size={20} className="text-primary" />
          {t.addTitle}
        </h2>
        <Form onSubmit={submit} noValidate aria-label={t.addTitle}>
          <RecordFormFields idPrefix="add" {...form.fields} pricePlaceholder={pricePlaceholder} inline />
          <div className="d-flex justify-content-end mt-3">
            <PendingButton type="submit" variant="primary" className="px-4" pending={create.isPending}>
              {create.isPending ? t.adding : t.add}
            </PendingButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
