import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { componentMessages } from '../../../components/messages';
import { failureText } from '../../../lib/notify-failure';
import { useChangeTablesPasscode } from '../api/change-passcode';
import { passcodeChangeProblem, type PasscodeChange } from '../lib/passcode-rules';
import { tableViewMessages as t } from '../messages';

const EMPTY: PasscodeChange = { oldPasscode: '', newPasscode: '', confirmation: '' };

export interface ChangePasscodeDialogProps {
  show: boolean;
  onClose: () => void;
}

/** The change-passcode screen (spec 000 §2.10, §5): all fields filled, new = confirmation, at least 4
 * characters; the server checks the old passcode and the same rules again. */
export function ChangePasscodeDialog({ show, onClose }: ChangePasscodeDialogProps) {
  const [values, setValues] = useState<PasscodeChange>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setValues(EMPTY);
    setProblem(null);
    change.reset();
    onClose();
  };
  const change = useChangeTablesPasscode({ onSuccess: close });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passcodeChangeProblem(values);
    setProblem(found);
    if (!found) change.mutate(values);
  };

  const field = (key: keyof PasscodeChange, label: string, autoComplete: string) => (
    <Form.Group controlId={`passcode-${key}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        dir="ltr"
        className="text-start"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </Form.Group>
  );

  const shown =
    problem ?? (change.isError ? (failureText(change.error, t.changeFailed) ?? t.changeFailed) : null);

  return (
    <Modal
      show={show}
      onHide={change.isPending ? () => undefined : close}
      centered
      aria-labelledby="passcode-title"
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!change.isPending} closeLabel={componentMessages.close}>
          <Modal.Title id="passcode-title" as="h2" className="h5 mb-0">
            {t.changePasscode}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {shown && (
            <Alert variant="danger" role="alert">
              {shown}
            </Alert>
          )}
          {field('oldPasscode', t.oldPasscode, 'current-password')}
          {field('newPasscode', t.newPasscode, 'new-password')}
          {field('confirmation', t.confirmation, 'new-password')}
        </Modal.Body>
        <Modal.Footer className="gap-2">
          <Button type="submit" variant="primary" disabled={change.isPending}>
            {change.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {change.isPending ? t.saving : t.save}
          </Button>
          <Button variant="outline-secondary" onClick={close} disabled={change.isPending}>
            {t.cancel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
