import { useRef, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { PendingButton } from '../../../components/pending-button';
import { useSubmitRegistration, type MeterType, type RegistrationReceipt } from '../api/submit-registration';
import {
  EMPTY_REGISTRATION,
  toRegistrationInput,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration-rules';
import { registerMessages as t } from '../messages';

const FIELD_ORDER: RegistrationField[] = ['name', 'phone', 'address', 'ampereRequested', 'meterType'];
const METER_TYPES: MeterType[] = ['meter', 'cutoff'];

const errorId = (field: RegistrationField) => `register-${field}-error`;

export function RegistrationForm({ onRegistered }: { onRegistered: (receipt: RegistrationReceipt) => void }) {
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  // Messages appear after the first attempt to send, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useSubmitRegistration({ onSuccess: onRegistered });
  const errors = attempted ? validateRegistration(values) : {};

  const set = (field: RegistrationField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const problems = validateRegistration(values);
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    submitting.mutate(toRegistrationInput(values));
  };

  const invalid = (field: RegistrationField) => ({
    isInvalid: Boolean(errors[field]),
    'aria-invalid': Boolean(errors[field]) || undefined,
  });
  const describedBy = (field: RegistrationField, hint?: string) =>
    [errors[field] ? errorId(field) : undefined, hint].filter(Boolean).join(' ') || undefined;
  const feedback = (field: RegistrationField) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={errorId(field)}>
        {errors[field]}
      </Form.Control.Feedback>
    );

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label={t.form}>
      <Form.Group controlId="register-name" className="mb-3">
        <Form.Label>{t.name}</Form.Label>
        <Form.Control
          name="name"
          autoComplete="name"
          maxLength={200}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          aria-describedby={describedBy('name')}
          {...invalid('name')}
        />
        {feedback('name')}
      </Form.Group>

      <Form.Group controlId="register-phone" className="mb-3">
        <Form.Label>{t.phone}</Form.Label>
        <Form.Control
          name="phone"
          type="tel"
          dir="ltr"
          className="text-start"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          value={values.phone}
          onChange={(event) => set('phone')(event.target.value)}
          aria-describedby={describedBy('phone', 'register-phone-hint')}
          {...invalid('phone')}
        />
        {feedback('phone')}
        <Form.Text id="register-phone-hint">{t.phoneHint}</Form.Text>
      </Form.Group>

      <Form.Group controlId="register-address" className="mb-3">
        <Form.Label>{t.address}</Form.Label>
        <Form.Control
          name="address"
          autoComplete="street-address"
          maxLength={500}
          value={values.address}
          onChange={(event) => set('address')(event.target.value)}
          aria-describedby={describedBy('address', 'register-address-hint')}
          {...invalid('address')}
        />
        {feedback('address')}
        <Form.Text id="register-address-hint">{t.addressHint}</Form.Text>
      </Form.Group>

      <Form.Group controlId="register-ampere" className="mb-3">
        <Form.Label>{t.ampereRequested}</Form.Label>
        {/* Text, not type=number: Arabic keyboards type ٥ and the field must take it. */}
        <Form.Control
          name="ampereRequested"
          dir="ltr"
          className="text-start"
          inputMode="decimal"
          autoComplete="off"
          value={values.ampereRequested}
          onChange={(event) => set('ampereRequested')(event.target.value)}
          onFocus={(event) => event.target.select()}
          aria-describedby={describedBy('ampereRequested')}
          {...invalid('ampereRequested')}
        />
        {feedback('ampereRequested')}
      </Form.Group>

      <fieldset className="mb-4" aria-describedby={describedBy('meterType')}>
        <legend className="form-label fs-6 mb-2">{t.meterType}</legend>
        {/* Two full-width choices: a thumb hits the whole word, not a 30 px label (44 px targets). */}
        <ToggleButtonGroup
          type="radio"
          name="meterType"
          value={values.meterType}
          onChange={(type: MeterType) => set('meterType')(type)}
          className="w-100"
        >
          {METER_TYPES.map((type) => (
            <ToggleButton
              key={type}
              id={`register-meter-${type}`}
              value={type}
              variant={errors.meterType ? 'outline-danger' : 'outline-primary'}
              aria-invalid={invalid('meterType')['aria-invalid']}
            >
              {t.meterTypes[type]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.meterType && (
          <div id={errorId('meterType')} className="invalid-feedback d-block">
            {errors.meterType}
          </div>
        )}
      </fieldset>

      <div className="d-grid">
        <PendingButton type="submit" variant="success" size="lg" pending={submitting.isPending}>
          {submitting.isPending ? t.submitting : t.submit}
        </PendingButton>
      </div>
    </Form>
  );
}
