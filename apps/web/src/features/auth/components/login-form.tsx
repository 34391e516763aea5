import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
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
  const signIn = useLogin({ onSuccess });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (signIn.isError) signIn.reset();
  };

  return (
    <Form onSubmit={submit} aria-label={authMessages.loginTitle}>
      {signIn.isError && <Alert variant="danger">{loginErrorText(signIn.error)}</Alert>}
      <Form.Group controlId="login-email" className="mb-3">
        <Form.Label>{authMessages.email}</Form.Label>
        <Form.Control
          type="email"
          dir="ltr"
          className="text-start"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
          value={email}
          onChange={(event) => edit(setEmail)(event.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="login-password" className="mb-4">
        <Form.Label>{authMessages.password}</Form.Label>
        <Form.Control
          type="password"
          dir="ltr"
          className="text-start"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => edit(setPassword)(event.target.value)}
        />
      </Form.Group>
      <div className="d-grid">
        <Button type="submit" variant="primary" size="lg" disabled={signIn.isPending}>
          {signIn.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {signIn.isPending ? authMessages.submitting : authMessages.submit}
        </Button>
      </div>
    </Form>
  );
}
