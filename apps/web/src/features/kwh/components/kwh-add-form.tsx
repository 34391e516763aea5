import type { FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { DuplicateNotice, useCreateOnce } from '../../../components/create-once';
import { UserPlusIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import { useCreateKwhCustomer, type NewKwhCustomer } from '../api/create-kwh-customer';
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
  const create = useCreateKwhCustomer(system, {
    // The price stays as typed for the next customer.
    onSuccess: () => {
      form.reset(emptyKwhForm(form.values.pricePerKwh));
      once.reset();
    },
  });
  const once = useCreateOnce<NewKwhCustomer>(create.mutate);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (once.isSending()) return;
    const fields = form.read();
    if (!fields) return;
    once.submit({
      name: fields.name,
      box: fields.box,
      address: fields.address,
      ampere: fields.ampere,
      previousKwh: fields.previousKwh,
      currentKwh: fields.currentKwh,
      pricePerKwh: fields.pricePerKwh,
    });
  };

  const change = (next: KwhCustomerFormValues) => {
    once.reset();
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
            {once.duplicate && (
              <DuplicateNotice
                message={once.duplicate.message}
                addAnywayLabel={t.addAnyway}
                onAddAnyway={once.addAnyway}
              />
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
