import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UserPlusIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { AmpereRecord } from '../../../types/ampere';
import {
  isDuplicateCustomer,
  useCreateAmpereRecord,
  type NewAmpereRecord,
} from '../api/create-ampere-record';
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
  /** The key of what the form holds now: kept across retries, new once the form changes or saved. */
  const idempotencyKey = useRef<string | null>(null);
  /** Set at once on submit, before React re-renders the disabled form: a second Enter or click is ignored. */
  const sending = useRef(false);
  const [duplicate, setDuplicate] = useState<{ message: string; body: NewAmpereRecord } | null>(null);
  const create = useCreateAmpereRecord({
    onSuccess: (record) => {
      form.reset();
      idempotencyKey.current = null;
      setDuplicate(null);
      onCreated?.(record);
    },
  });

  const send = (body: NewAmpereRecord) => {
    if (sending.current) return;
    sending.current = true;
    create.mutate(body, {
      onError: (error) => {
        if (isDuplicateCustomer(error)) setDuplicate({ message: error.serverMessage, body });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const record = form.read();
    if (!record) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setDuplicate(null);
    send({
      name: record.name,
      box: record.box,
      ampere: record.ampere,
      amperePrice: record.amperePrice,
      address: record.address,
      idempotencyKey: idempotencyKey.current,
    });
  };

  const change = (values: RecordFormValues) => {
    idempotencyKey.current = null;
    setDuplicate(null);
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
            {duplicate && (
              <Alert variant="warning" className="mt-3 mb-0 d-flex flex-wrap align-items-center gap-2">
                <span className="flex-grow-1">{duplicate.message}</span>
                <Button variant="warning" size="sm" onClick={() => send({ ...duplicate.body, force: true })}>
                  {t.addAnyway}
                </Button>
              </Alert>
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
