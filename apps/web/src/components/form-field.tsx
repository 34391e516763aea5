import type { ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';

type Kind = 'text' | 'decimal' | 'ltr';

/** What each kind of field sets on its input. */
const KINDS: Record<
  Kind,
  Pick<FormControlProps, 'type' | 'inputMode' | 'dir' | 'className' | 'autoComplete'>
> = {
  text: {},
  /** A number typed left to right with the decimal keypad on phones. Text, not type="number": Arabic
   * digits and `٫` can be typed, and our own Arabic message replaces the browser's English bubble
   * (docs/screens.md#typing-numbers-phones-and-forms). Read it with readNumberEntry. */
  decimal: { type: 'text', inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
  /** Text typed left to right (emails, phones, passcodes), aligned like the Arabic fields. */
  ltr: { dir: 'ltr', className: 'text-start' },
};

export interface FormFieldProps extends Omit<FormControlProps, 'value' | 'onChange' | 'id'> {
  /** The input's id, which the label points at. */
  controlId: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  kind?: Kind;
  /** Help under the field; the input is described by it. */
  hint?: ReactNode;
  /** Said under the field while it is marked invalid. */
  invalidText?: ReactNode;
  /** Lays the field out as a column of a `Row`, e.g. { xs: 12, md: 6 }. */
  col?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  groupClassName?: string;
  /** With `as="textarea"`. */
  rows?: number;
}

/** One labelled form field: the label, the input, and any hint or error under it. */
export function FormField({
  controlId,
  label,
  value,
  onChange,
  kind = 'text',
  hint,
  invalidText,
  col,
  groupClassName,
  className,
  ...control
}: FormFieldProps) {
  const { className: kindClassName, ...kindProps } = KINDS[kind];
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = invalidText && control.isInvalid ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group as={col ? Col : 'div'} {...col} controlId={controlId} className={groupClassName}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...kindProps}
        className={[kindClassName, className].filter(Boolean).join(' ') || undefined}
        aria-describedby={describedBy}
        aria-invalid={control.isInvalid || undefined}
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalidText && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {invalidText}
        </Form.Control.Feedback>
      )}
      {hint && <Form.Text id={hintId}>{hint}</Form.Text>}
    </Form.Group>
  );
}
