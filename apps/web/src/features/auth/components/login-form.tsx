import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import type { CurrentUser } from '../api/get-current-user';
import { authMessages } from '../messages';

/** The server explains refusals in Arabic (wrong credentials, too many attempts); say those as they are. */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status < 500 && error.serverMessage ? error.serverMessage : authMessages.loginFailed;
  }
  return authMessages.networkError;
}

export function LoginForm({ onSuccess }: { onSuccess?: (user: CurrentUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Our own Arabic messages, not the browser's (English) bubbles: the form is noValidate.
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const signIn = useLogin({ onSuccess });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: !email.trim()
        ? authMessages.emailRequired
        : !email.includes('@')
          ? authMessages.emailInvalid
          : undefined,
      password: password ? undefined : authMessages.passwordRequired,
    };
    setProblems(found);
    if (found.email || found.password) return;
    signIn.mutate({ email: email.trim(), password });
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems({});
    if (signIn.isError) signIn.reset();
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={authMessages.loginTitle}>
      {signIn.isError && <Alert variant="danger">{loginErrorText(signIn.error)}</Alert>}
      <FormField
        controlId="login-email"
        groupClassName="mb-3"
        label={authMessages.email}
        kind="ltr"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        autoFocus
        isInvalid={!!problems.email}
        invalidText={problems.email}
        value={email}
        onChange={edit(setEmail)}
      />
      <FormField
        controlId="login-password"
        groupClassName="mb-4"
        label={authMessages.password}
        kind="ltr"
        type="password"
        autoComplete="current-password"
        required
        isInvalid={!!problems.password}
        invalidText={problems.password}
        value={password}
        onChange={edit(setPassword)}
      />
      <div className="d-grid">
        <PendingButton type="submit" variant="primary" size="lg" pending={signIn.isPending}>
          {signIn.isPending ? authMessages.submitting : authMessages.submit}
        </PendingButton>
      </div>
    </Form>
  );
}
