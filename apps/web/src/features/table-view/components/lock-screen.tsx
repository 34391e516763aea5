import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LockIcon } from '../../../components/icons';
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
        <Form onSubmit={submit}>
          <Form.Group controlId="tables-passcode" className="mb-3">
            <Form.Label>{t.passcode}</Form.Label>
            <Form.Control
              type="password"
              dir="ltr"
              className="text-start"
              autoComplete="off"
              autoFocus
              value={passcode}
              onChange={(event) => {
                setPasscode(event.target.value);
                if (verify.isError) verify.reset();
              }}
            />
          </Form.Group>
          <div className="d-grid">
            <Button type="submit" variant="primary" disabled={!passcode || verify.isPending}>
              {verify.isPending && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {verify.isPending ? t.unlocking : t.unlock}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
