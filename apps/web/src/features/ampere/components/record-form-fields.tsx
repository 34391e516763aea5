import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ampereMessages as t } from '../messages';

/** The text of the record form's fields, as typed. */
export interface RecordFormValues {
  name: string;
  box: string;
  ampere: string;
  amperePrice: string;
  address: string;
  amountPaid: string;
}

export const emptyRecordForm: RecordFormValues = {
  name: '',
  box: '',
  ampere: '0', // spec 000 §9: ampere defaults to 0
  amperePrice: '',
  address: '',
  amountPaid: '0',
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
  inline = false,
}: RecordFormFieldsProps) {
  const set = (field: keyof RecordFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const wide = inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12 };
  const narrow = inline ? { xs: 6, md: 3, xl: 1 } : { xs: 6 };
  const price = inline ? { xs: 12, md: 6, xl: 3 } : { xs: 12, sm: 6 };

  return (
    <Row className="g-3">
      <Form.Group as={Col} {...wide} controlId={`${idPrefix}-name`}>
        <Form.Label>{t.name}</Form.Label>
        <Form.Control
          value={values.name}
          onChange={set('name')}
          required
          maxLength={200}
          isInvalid={nameInvalid}
          autoComplete="off"
        />
        <Form.Control.Feedback type="invalid">{t.nameRequired}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group as={Col} {...narrow} controlId={`${idPrefix}-box`}>
        <Form.Label>{t.box}</Form.Label>
        <Form.Control value={values.box} onChange={set('box')} maxLength={50} autoComplete="off" />
      </Form.Group>
      <Form.Group as={Col} {...narrow} controlId={`${idPrefix}-ampere`}>
        <Form.Label>{t.ampere}</Form.Label>
        <Form.Control
          type="number"
          inputMode="decimal"
          step={0.1}
          min={0}
          dir="ltr"
          value={values.ampere}
          onChange={set('ampere')}
        />
      </Form.Group>
      <Form.Group as={Col} {...price} controlId={`${idPrefix}-price`}>
        <Form.Label>{t.amperePrice}</Form.Label>
        <Form.Control
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          dir="ltr"
          value={values.amperePrice}
          onChange={set('amperePrice')}
          placeholder={pricePlaceholder}
          title={t.amperePriceHint}
        />
      </Form.Group>
      {withAmountPaid && (
        <Form.Group as={Col} xs={12} sm={6} controlId={`${idPrefix}-paid`}>
          <Form.Label>{t.amountPaid}</Form.Label>
          <Form.Control
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            dir="ltr"
            value={values.amountPaid}
            onChange={set('amountPaid')}
          />
        </Form.Group>
      )}
      <Form.Group
        as={Col}
        {...(inline ? { xs: 12, md: 6, xl: 4 } : { xs: 12 })}
        controlId={`${idPrefix}-address`}
      >
        <Form.Label>{t.address}</Form.Label>
        <Form.Control value={values.address} onChange={set('address')} maxLength={500} autoComplete="off" />
      </Form.Group>
    </Row>
  );
}
