import Row from 'react-bootstrap/Row';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { ampereMessages as t } from '../ampere-messages';
import type { RecordFormErrors } from './use-record-form';

/** The text of the record form's fields, as typed. */
export interface RecordFormValues {
  name: string;
  box: string;
  ampere: string;
  amperePrice: string;
  address: string;
  amountPaid: string;
  /** issue 11: optional; any Lebanese form. */
  phone: string;
}

export const emptyRecordForm: RecordFormValues = {
  name: '',
  box: '',
  ampere: '0', // spec 000 §9: ampere defaults to 0
  amperePrice: '',
  address: '',
  amountPaid: '0',
  phone: '',
};

export interface RecordFormFieldsProps {
  idPrefix: string;
  values: RecordFormValues;
  onChange: (values: RecordFormValues) => void;
  /** The placeholder of the price: how the threshold price applies when left empty. */
  pricePlaceholder: string;
  /** Show the amount paid (the edit dialog does; the add form does not). */
  withAmountPaid?: boolean;
  nameInvalid?: boolean;
  /** The numbers that did not read, with why (under each field). */
  errors?: RecordFormErrors;
  /** Lay the fields out in one row on wide screens. */
  inline?: boolean;
}

export function RecordFormFields({
  idPrefix,
  values,
  onChange,
  pricePlaceholder,
  withAmountPaid = false,
  nameInvalid = false,
  errors = {},
  inline = false,
}: RecordFormFieldsProps) {
  const set = (field: keyof RecordFormValues) => (value: string) => onChange({ ...values, [field]: value });
  const wide = inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12 };
  const narrow = inline ? { xs: 6, md: 3, xl: 1 } : { xs: 6 };
  const price = inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12, sm: 6 };

  return (
    <Row className="g-3">
      <FormField
        col={wide}
        controlId={`${idPrefix}-name`}
        label={t.name}
        value={values.name}
        onChange={set('name')}
        required
        maxLength={200}
        isInvalid={nameInvalid}
        invalidText={t.nameRequired}
        autoComplete="off"
      />
      <FormField
        col={narrow}
        controlId={`${idPrefix}-box`}
        label={t.box}
        value={values.box}
        onChange={set('box')}
        maxLength={50}
        autoComplete="off"
      />
      <NumberField
        col={narrow}
        controlId={`${idPrefix}-ampere`}
        label={t.ampere}
        value={values.ampere}
        error={errors.ampere}
        onChange={set('ampere')}
      />
      <NumberField
        col={price}
        controlId={`${idPrefix}-price`}
        label={t.amperePrice}
        value={values.amperePrice}
        error={errors.amperePrice}
        onChange={set('amperePrice')}
        placeholder={pricePlaceholder}
        title={t.amperePriceHint}
      />
      {withAmountPaid && (
        <NumberField
          col={{ xs: 12, sm: 6 }}
          controlId={`${idPrefix}-paid`}
          label={t.amountPaid}
          value={values.amountPaid}
          error={errors.amountPaid}
          onChange={set('amountPaid')}
        />
      )}
      <FormField
        col={inline ? { xs: 12, md: 6, xl: 4 } : { xs: 12 }}
        controlId={`${idPrefix}-address`}
        label={t.address}
        value={values.address}
        onChange={set('address')}
        maxLength={500}
        autoComplete="off"
      />
      <FormField
        col={inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12 }}
        controlId={`${idPrefix}-phone`}
        label={t.phone}
        value={values.phone}
        onChange={set('phone')}
        kind="ltr"
        type="tel"
        inputMode="tel"
        maxLength={50}
        autoComplete="off"
        placeholder={t.phonePlaceholder}
        isInvalid={errors.phone !== undefined}
        invalidText={errors.phone}
      />
    </Row>
  );
}
