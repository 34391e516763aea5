import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UserPlusIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { isDuplicateCustomer, useCreateKwhCustomer, type NewKwhCustomer } from '../api/create-kwh-customer';
import { kwhMessages as t } from '../messages';
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
  const idempotencyKey = useRef<string | null>(null);
  const [duplicate, setDuplicate] = useState<{ message: string; body: NewKwhCustomer } | null>(null);
  const create = useCreateKwhCustomer(system, {
    onSuccess: () => {
      form.reset(emptyKwhForm(form.values.pricePerKwh));
      idempotencyKey.current = null;
      setDuplicate(null);
    },
  });

  const send = (body: NewKwhCustomer) =>
    create.mutate(body, {
      onError: (error) => {
        if (isDuplicateCustomer(error)) setDuplicate({ message: error.serverMessage, body });
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const fields = form.read();
    if (!fields) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setDuplicate(null);
    send({
      name: fields.name,
      box: fields.box,
      address: fields.address,
      ampere: fields.ampere,
      previousKwh: fields.previousKwh,
      currentKwh: fields.currentKwh,
      pricePerKwh: fields.pricePerKwh,
      idempotencyKey: idempotencyKey.current,
    });
  };

  const change = (next: KwhCustomerFormValues) => {
    idempotencyKey.current = null;
    setDuplicate(null);
    form.fields.onChange(next);
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
            <KwhCustomerFormFields
              idPrefix="kwh-generic-add"
              {...form.fields}
              onChange={change}
              numbers={GENERIC_FORM_NUMBERS}
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
              <PendingButton type="submit" variant="success" className="px-4" pending={create.isPending}>
                {create.isPending ? t.adding : t.add}
              </PendingButton>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
