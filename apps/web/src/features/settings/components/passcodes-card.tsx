import { acceptNewPasscode, DomainError } from '@kahraba/billing-domain';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field';
import { KeyIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import { failureText } from '../../../lib/notify-failure';
import { useSetPasscode, type PasscodeSetting } from '../api/set-passcode';
import { settingsMessages } from '../messages';

const t = settingsMessages.passcodes;
const SCOPES = ['tables', 'danger'] as const;
const EMPTY: PasscodeSetting = { scope: 'tables', newPasscode: '', confirmation: '' };

/** The same rules as the server (one domain function), as comfort before sending: the problem, or null. */
function problemOf(setting: PasscodeSetting): string | null {
  try {
    acceptNewPasscode(setting);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/** The owner sets or resets either screen passcode without the old one
 * (docs/screens.md#passcode-locked-screens). Shown to administrators only; the server refuses anyone else. */
export function PasscodesCard() {
  const [values, setValues] = useState<PasscodeSetting>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const set = useSetPasscode({
    onSuccess: () => setValues((current) => ({ ...EMPTY, scope: current.scope })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(values);
    setProblem(found);
    if (!found) set.mutate(values);
  };
  const edit = (changes: Partial<PasscodeSetting>) => {
    setValues({ ...values, ...changes });
    setProblem(null);
    if (set.isError) set.reset();
  };

  const shown = problem ?? (set.isError ? (failureText(set.error, t.failed) ?? t.failed) : null);

  return (
    <Card className="app-data-card app-touch-form mt-4" style={{ maxWidth: 820 }}>
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold d-flex align-items-center gap-2" id="passcodes-title">
          <KeyIcon size={20} />
          {t.title}
        </h2>
        <p className="text-secondary">{t.text}</p>
        <Form onSubmit={submit} noValidate aria-labelledby="passcodes-title">
          {shown && (
            <Alert variant="danger" role="alert">
              {shown}
            </Alert>
          )}
          <fieldset disabled={set.isPending}>
            <div className="row g-3">
              <Form.Group className="col-12" controlId="passcode-scope">
                <Form.Label>{t.scope}</Form.Label>
                <Form.Select
                  value={values.scope}
                  onChange={(event) => edit({ scope: event.target.value as PasscodeSetting['scope'] })}
                >
                  {SCOPES.map((scope) => (
                    <option key={scope} value={scope}>
                      {t.scopes[scope]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <FormField
                col={{ xs: 12, md: 6 }}
                controlId="passcode-new"
                label={t.newPasscode}
                kind="ltr"
                type="password"
                autoComplete="new-password"
                maxLength={200}
                value={values.newPasscode}
                onChange={(newPasscode) => edit({ newPasscode })}
                hint={t.hint}
              />
              <FormField
                col={{ xs: 12, md: 6 }}
                controlId="passcode-confirmation"
                label={t.confirmation}
                kind="ltr"
                type="password"
                autoComplete="new-password"
                maxLength={200}
                value={values.confirmation}
                onChange={(confirmation) => edit({ confirmation })}
              />
              <div className="col-12 d-flex justify-content-end">
                <PendingButton
                  type="submit"
                  variant="primary"
                  className="app-touch-button px-3"
                  pending={set.isPending}
                >
                  {set.isPending ? t.submitting : t.submit}
                </PendingButton>
              </div>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
