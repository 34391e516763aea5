import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { failureText } from '../../../lib/notify-failure';
import { useChangeTablesPasscode } from '../api/change-passcode';
import { passcodeChangeProblem, type PasscodeChange } from '../lib/passcode-rules';
import { tableViewMessages as t } from '../messages';

const EMPTY: PasscodeChange = { oldPasscode: '', newPasscode: '', confirmation: '' };

export interface ChangePasscodeDialogProps {
  show: boolean;
  onClose: () => void;
}

/** The change-passcode screen (docs/screens.md#passcode-locked-screens): all fields filled, new =
 * confirmation, at least 4 characters; the server checks the old passcode and the same rules again. */
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
    <FormField
      controlId={`passcode-${key}`}
      groupClassName="mb-3"
      label={label}
      kind="ltr"
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(value) => setValues({ ...values, [key]: value })}
    />
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
        <DialogHeader titleId="passcode-title" pending={change.isPending}>
          {t.changePasscode}
        </DialogHeader>
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
        <DialogFooter
          confirmLabel={change.isPending ? t.saving : t.save}
          onCancel={close}
          pending={change.isPending}
        />
      </Form>
    </Modal>
  );
}
