import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogFooter, DialogHeader } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { toast } from '../../../components/toast';
import { useResetPassword } from '../api/reset-password';
import type { UserAccount } from '../api/get-users';
import { usersMessages as t } from '../messages';

/**
 * A new password for a user: the one the administrator types, or (left empty) a strong one the
 * server generates and shows here once. Either way the user's open sessions end.
 */
export function ResetPasswordDialog({ user, onClose }: { user: UserAccount; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [generated, setGenerated] = useState<string>();
  const reset = useResetPassword();
  const name = `${user.firstName} ${user.lastName}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (password !== '' && password.length < 8) return setProblem(t.passwordShort);
    reset.mutate(
      { id: user.id, password: password === '' ? undefined : password },
      {
        onSuccess: (answer) => {
          if (answer.password) return setGenerated(answer.password);
          toast({ variant: 'success', title: t.resetDone });
          onClose();
        },
      },
    );
  };

  if (generated) {
    return (
      <Modal show onHide={onClose} centered aria-labelledby="reset-password-title">
        <DialogHeader titleId="reset-password-title">{t.generatedTitle}</DialogHeader>
        <Modal.Body>
          <Alert variant="warning">{t.generatedNote}</Alert>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <code dir="ltr" className="fs-5 user-select-all" aria-label={t.generatedTitle}>
              {generated}
            </code>
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(generated)
                  .then(() => toast({ variant: 'success', title: t.copied }))
              }
            >
              {t.copy}
            </Button>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={onClose}>
            {t.close}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }

  return (
    <Modal
      show
      onHide={reset.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="reset-password-title"
    >
      <Form onSubmit={submit} noValidate aria-label={t.resetTitle(name)}>
        <DialogHeader titleId="reset-password-title" pending={reset.isPending}>
          {t.resetTitle(name)}
        </DialogHeader>
        <Modal.Body>
          <p className="text-secondary small">{t.resetIntro}</p>
          <FormField
            controlId="reset-password-value"
            label={t.newPassword}
            kind="ltr"
            autoComplete="new-password"
            maxLength={200}
            value={password}
            isInvalid={Boolean(problem)}
            invalidText={problem}
            onChange={(value) => {
              setPassword(value);
              setProblem(undefined);
            }}
          />
        </Modal.Body>
        <DialogFooter
          confirmLabel={reset.isPending ? t.resetting : t.resetSubmit}
          confirmVariant="warning"
          onCancel={onClose}
          cancelLabel={t.cancel}
          pending={reset.isPending}
        />
      </Form>
    </Modal>
  );
}
