import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field';
import { LockIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { useVerifyTablesPasscode } from '../api/verify-passcode';
import { tableViewMessages as t } from '../messages';

function refusalText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
    return error.serverMessage || t.wrongPasscode;
  }
  return t.verifyFailed;
}

export interface LockScreenProps {
  onUnlocked: () => void;
  /** Why the table locked again, if it did. */
  notice?: string;
}

/** spec 000 §2.10, §4: locked until the right passcode is typed; the server checks it. */
export function LockScreen({ onUnlocked, notice }: LockScreenProps) {
  const [passcode, setPasscode] = useState('');
  const verify = useVerifyTablesPasscode({ onSuccess: onUnlocked });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passcode) verify.mutate(passcode);
  };

  return (
    <Card className="app-data-card mx-auto" style={{ maxWidth: 440 }}>
      <Card.Body className="p-4 p-sm-5">
        <div className="app-panel-icon">
          <LockIcon size={36} />
        </div>
        <h2 className="h4 fw-bold text-center">{t.lockedTitle}</h2>
        <p className="text-secondary text-center">{t.lockedText}</p>
        {notice && !verify.isError && <Alert variant="warning">{notice}</Alert>}
        {verify.isError && <Alert variant="danger">{refusalText(verify.error)}</Alert>}
        <Form onSubmit={submit} noValidate>
          <FormField
            controlId="tables-passcode"
            groupClassName="mb-3"
            label={t.passcode}
            kind="ltr"
            type="password"
            autoComplete="off"
            autoFocus
            value={passcode}
            onChange={(value) => {
              setPasscode(value);
              if (verify.isError) verify.reset();
            }}
          />
          <div className="d-grid">
            <PendingButton type="submit" variant="primary" disabled={!passcode} pending={verify.isPending}>
              {verify.isPending ? t.unlocking : t.unlock}
            </PendingButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
