import Form from 'react-bootstrap/Form';
import { VOID_REASON_MAX_LENGTH } from '@kahraba/billing-domain';
import { paymentMessages as t } from '../messages';

/**
 * The reason a payment is voided: required, said under the field when missing. One
 * field for the payment history dialog and the receipt page.
 */
export function VoidReasonField({
  id,
  label,
  value,
  missing,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  missing: boolean;
  onChange: (reason: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={2}
        maxLength={VOID_REASON_MAX_LENGTH}
        autoFocus
        value={value}
        isInvalid={missing}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Control.Feedback type="invalid" id={errorId}>
        {t.reasonRequired}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
