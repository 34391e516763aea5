import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ApiError } from '../../lib/api-client';
import { FormField } from '../form-field';
import { LockIcon } from '../icons';
import { componentMessages as t } from '../messages';
import { PendingButton } from '../pending-button';
import { useVerifyTablesPasscode } from './verify-tables-passcode';

function refusalText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
    return error.serverMessage || t.wrongPasscode;
  }
  return t.verifyFailed;
}

export interface PasscodeLockScreenProps {
  /** 'الجدول الرئيسي محمي' */
  title: string;
  /** What unlocking shows, and for how long. */
  text: string;
  /** The button, e.g. 'فتح الجدول'. */
  unlockLabel: string;
  onUnlocked: () => void;
  /** Why the screen locked again, if it did. */
  notice?: string;
  /** Which passcode opens the screen: the tables' (default) or the dangerous tools' (`danger`). */
  scope?: 'tables' | 'danger';
}

/** A screen of the tables stays locked until the right passcode is typed
 * (docs/screens.md#passcode-locked-screens); the server checks it and remembers it for the session (scope
 * `tables`). A wrong one says so in Arabic. */
export function PasscodeLockScreen({
  title,
  text,
  unlockLabel,
  onUnlocked,
  notice,
  scope = 'tables',
}: PasscodeLockScreenProps) {
  const [passcode, setPasscode] = useState('');
  const verify = useVerifyTablesPasscode({ onSuccess: onUnlocked, scope });

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
        <h2 className="h4 fw-bold text-center">{title}</h2>
        <p className="text-secondary text-center">{text}</p>
        {notice && !verify.isError && <Alert variant="warning">{notice}</Alert>}
        {verify.isError && (
          <Alert variant="danger" role="alert">
            {refusalText(verify.error)}
          </Alert>
        )}
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
              {verify.isPending ? t.unlocking : unlockLabel}
            </PendingButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
