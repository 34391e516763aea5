import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { useCreateUser, type NewUser } from '../api/create-user';
import type { UserRole } from '../api/get-users';
import { usersMessages as t } from '../messages';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

/** The same rules as the server (and as sign-in): our Arabic messages under the fields, no browser bubble. */
function problemsOf(user: NewUser): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!user.firstName.trim()) problems.firstName = t.required;
  if (!user.lastName.trim()) problems.lastName = t.required;
  if (!/^[^\s@]+@[^\s@]+$/.test(user.email.trim())) problems.email = t.emailInvalid;
  if (user.password.length < 8) problems.password = t.passwordShort;
  return problems;
}

/** A new account: names, e-mail, role (operator by default), whether a collector reads meters, and a
 * first password. */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const [user, setUser] = useState<NewUser>({
    firstName: '',
    lastName: '',
    email: '',
    role: 'operator',
    password: '',
  });
  // Sent only for a collector who reads meters: the permission is a collector's (docs/meter-reader.md).
  const [meterReader, setMeterReader] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateUser();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = problemsOf(user);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        ...user,
        email: user.email.trim(),
        ...(user.role === 'collector' && meterReader && { meterReader: true }),
      },
      { onSuccess: onClose },
    );
  };
  const field = (
    key: Field,
    extra: { kind?: 'ltr'; type?: string; hint?: string; autoComplete?: string },
  ) => (
    <FormField
      col={{ xs: 12, sm: key === 'email' || key === 'password' ? 12 : 6 }}
      controlId={`new-user-${key}`}
      label={t.fields[key]}
      value={user[key]}
      maxLength={key === 'email' ? 254 : key === 'password' ? 200 : 100}
      isInvalid={Boolean(problems[key])}
      invalidText={problems[key]}
      onChange={(value) => {
        setUser({ ...user, [key]: value });
        setProblems({ ...problems, [key]: undefined });
      }}
      {...extra}
    />
  );

  return (
    <Modal
      show
      onHide={create.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="new-user-title"
    >
      <Form onSubmit={submit} noValidate aria-label={t.createTitle}>
        <DialogHeader titleId="new-user-title" pending={create.isPending}>
          {t.createTitle}
        </DialogHeader>
        <Modal.Body>
          <fieldset disabled={create.isPending}>
            <Row className="g-3">
              {field('firstName', {})}
              {field('lastName', {})}
              {field('email', { kind: 'ltr', type: 'email', autoComplete: 'off' })}
              <Form.Group as={Col} xs={12} controlId="new-user-role">
                <Form.Label>{t.fields.role}</Form.Label>
                <Form.Select
                  value={user.role}
                  onChange={(event) => setUser({ ...user, role: event.target.value as UserRole })}
                >
                  <option value="operator">{t.roles.operator}</option>
                  <option value="collector">{t.roles.collector}</option>
                  <option value="admin">{t.roles.admin}</option>
                </Form.Select>
              </Form.Group>
              {user.role === 'collector' && (
                <Form.Group as={Col} xs={12} controlId="new-user-meter-reader">
                  <Form.Check
                    type="switch"
                    role="switch"
                    label={t.meterReader}
                    checked={meterReader}
                    aria-describedby="new-user-meter-reader-hint"
                    onChange={(event) => setMeterReader(event.target.checked)}
                  />
                  <Form.Text id="new-user-meter-reader-hint">{t.meterReaderHint}</Form.Text>
                </Form.Group>
              )}
              {field('password', {
                kind: 'ltr',
                type: 'text',
                hint: t.passwordHint,
                autoComplete: 'new-password',
              })}
            </Row>
          </fieldset>
        </Modal.Body>
        <DialogFooter
          confirmLabel={create.isPending ? t.creating : t.create}
          onCancel={onClose}
          cancelLabel={t.cancel}
          pending={create.isPending}
        />
      </Form>
    </Modal>
  );
}
