import Row from 'react-bootstrap/Row';
import type { ColProps } from 'react-bootstrap/Col';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { kwhMessages as t } from '../kwh-messages';
import {
  KWH_NUMBER_LABELS,
  type KwhCustomerFormErrors,
  type KwhCustomerFormValues,
  type KwhNumberField,
} from './use-kwh-customer-form';

export interface KwhCustomerFormFieldsProps {
  idPrefix: string;
  values: KwhCustomerFormValues;
  onChange: (values: KwhCustomerFormValues) => void;
  nameInvalid?: boolean;
  errors?: KwhCustomerFormErrors;
  /** The numbers shown, in order (the generic screen shows fewer). */
  numbers: readonly KwhNumberField[];
  /** Lay the fields out in one or two rows on wide screens. */
  inline?: boolean;
}

const HINTS: Partial<Record<KwhNumberField, string>> = {
  currentKwh: t.currentKwhHint,
  ampereSubscriptionFee: t.ampereSubscriptionFeeHint,
};

export function KwhCustomerFormFields({
  idPrefix,
  values,
  onChange,
  nameInvalid = false,
  errors = {},
  numbers,
  inline = false,
}: KwhCustomerFormFieldsProps) {
  const set = (field: keyof KwhCustomerFormValues) => (value: string) =>
    onChange({ ...values, [field]: value });
  const wide: ColProps = inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12 };
  const half: ColProps = inline ? { xs: 6, md: 3, xl: 2 } : { xs: 6 };
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
        col={half}
        controlId={`${idPrefix}-box`}
        label={t.box}
        value={values.box}
        onChange={set('box')}
        maxLength={50}
        autoComplete="off"
      />
      {numbers.map((field) => (
        <NumberField
          key={field}
          col={half}
          controlId={`${idPrefix}-${field}`}
          label={KWH_NUMBER_LABELS[field]}
          value={values[field]}
          error={errors[field]}
          onChange={set(field)}
          hint={inline ? undefined : HINTS[field]}
        />
      ))}
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
