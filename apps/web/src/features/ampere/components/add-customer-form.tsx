import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { UserPlusIcon } from '../../../components/icons';
import { parseDecimal, parseOptionalDecimal } from '../../../lib/decimal';
import type { AmpereRecord } from '../../../types/ampere';
import { useCreateAmpereRecord } from '../api/create-ampere-record';
import { ampereMessages as t } from '../messages';
import { RecordFormFields, emptyRecordForm, type RecordFormValues } from './record-form-fields';

export interface AddCustomerFormProps {
  pricePlaceholder: string;
  onCreated?: (record: AmpereRecord) => void;
}

/** spec 000 §2.5: name, box, ampere, ampere price, address. The client never sends the customer
 * number or the amount: the server gives both. */
export function AddCustomerForm({ pricePlaceholder, onCreated }: AddCustomerFormProps) {
  const [values, setValues] = useState<RecordFormValues>(emptyRecordForm);
  const [nameMissing, setNameMissing] = useState(false);
  const create = useCreateAmpereRecord({
    onSuccess: (record) => {
      setValues(emptyRecordForm);
      onCreated?.(record);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) {
      setNameMissing(true);
      return;
    }
    create.mutate({
      name,
      box: values.box.trim() || null,
      ampere: parseDecimal(values.ampere),
      amperePrice: parseOptionalDecimal(values.amperePrice),
      address: values.address.trim() || null,
    });
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <h2 className="app-section-title d-flex align-items-center gap-2">
          <UserPlusIcon size={20} className="text-primary" />
          {t.addTitle}
        </h2>
        <Form onSubmit={submit} noValidate aria-label={t.addTitle}>
          <RecordFormFields
            idPrefix="add"
            values={values}
            onChange={(next) => {
              setValues(next);
              if (nameMissing && next.name.trim()) setNameMissing(false);
            }}
            pricePlaceholder={pricePlaceholder}
            nameInvalid={nameMissing}
            inline
          />
          <div className="d-flex justify-content-end mt-3">
            <Button type="submit" variant="primary" disabled={create.isPending} className="px-4">
              {create.isPending && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {create.isPending ? t.adding : t.add}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
