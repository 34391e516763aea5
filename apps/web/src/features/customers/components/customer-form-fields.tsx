import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { TARIFF_ZONES } from '@kahraba/billing-domain';
import { kwhMessages } from '../messages';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import type {
  AnyTariffKind,
  CustomerFormErrors,
  CustomerFormValues,
  CustomerNumberField,
} from './tariff-kinds';

export interface CustomerFormFieldsProps {
  kind: AnyTariffKind;
  idPrefix: string;
  values: CustomerFormValues;
  onChange: (values: CustomerFormValues) => void;
  /** The numbers shown, in order (the add form and the generic screen show fewer). */
  numbers: readonly CustomerNumberField[];
  /** The placeholder of the flat price: how the threshold price applies when left empty. */
  pricePlaceholder?: string;
  nameInvalid?: boolean;
  /** The numbers that did not read, with why (under each field). */
  errors?: CustomerFormErrors;
  /** Lay the fields out in one or two rows on wide screens. */
  inline?: boolean;
}

/** The fields of a customer of any tariff kind: name, box, the kind's numbers, address, phone. */
export function CustomerFormFields({
  kind,
  idPrefix,
  values,
  onChange,
  numbers,
  pricePlaceholder,
  nameInvalid = false,
  errors = {},
  inline = false,
}: CustomerFormFieldsProps) {
  const { t } = kind;
  const set = (field: keyof CustomerFormValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <Row className="g-3">
      <FormField
        col={inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12 }}
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
        col={kind.boxCol(inline)}
        controlId={`${idPrefix}-box`}
        label={t.box}
        value={values.box}
        onChange={set('box')}
        maxLength={50}
        autoComplete="off"
      />
      {numbers.map((field) => {
        const spec = kind.numbers[field];
        if (!spec) return null;
        return (
          <NumberField
            key={field}
            col={spec.col(inline)}
            controlId={`${idPrefix}-${field}`}
            label={spec.label}
            value={values[field]}
            error={errors[field]}
            onChange={set(field)}
            placeholder={spec.pricePlaceholder ? pricePlaceholder : undefined}
            title={spec.title}
            hint={inline ? undefined : spec.hint}
          />
        );
      })}
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
      {kind.tariff === 'metered-per-kwh' && (
        // docs/official-tariff.md#zones: which official price per kWh applies to this customer
        <Form.Group
          as={Col}
          {...(inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12 })}
          controlId={`${idPrefix}-zone`}
        >
          <Form.Label>{kwhMessages.zone}</Form.Label>
          <Form.Select value={values.zone} onChange={(event) => set('zone')(event.target.value)}>
            {TARIFF_ZONES.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.arabicName}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
    </Row>
  );
}
