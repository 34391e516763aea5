import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field';
import { PendingButton } from '../../../components/pending-button';
import { useAppConfig } from '../../../lib/app-config';
import { failureText } from '../../../lib/notify-failure';
import { useSetPublicAddress } from '../api/set-public-address';
import { settingsMessages as t } from '../messages';

/**
 * The address customers reach (docs/public-address.md), asked of the administrator: the portal link
 * of every WhatsApp text and the QR codes are built on it. PUBLIC_URL, when set, overrides it.
 */
export function PublicAddressCard() {
  const config = useAppConfig();
  const save = useSetPublicAddress();
  const [typed, setTyped] = useState<string | null>(null);
  const current = config.data?.publicUrl ?? null;
  const value = typed ?? current ?? '';
  const refusal = save.isError ? (failureText(save.error) ?? t.publicAddress.saveFailed) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(value, { onSuccess: () => setTyped(null) });
  };

  return (
    <Card className="app-data-card mt-4" style={{ maxWidth: 820 }}>
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold">{t.publicAddress.title}</h2>
        <p className="text-secondary">{t.publicAddress.text}</p>
        {config.data?.publicUrlSource === 'environment' && (
          <Alert variant="info">{t.publicAddress.fromEnvironment(current ?? '')}</Alert>
        )}
        {config.data && current === null && (
          <Alert variant="warning" role="status">
            {t.publicAddress.missing}
          </Alert>
        )}
        <Form onSubmit={submit} noValidate aria-label={t.publicAddress.title}>
          <fieldset disabled={save.isPending}>
            <FormField
              controlId="public-address"
              label={t.publicAddress.label}
              kind="ltr"
              type="url"
              inputMode="url"
              maxLength={200}
              placeholder="https://kahraba.example.com"
              value={value}
              isInvalid={refusal !== undefined}
              invalidText={refusal}
              hint={t.publicAddress.hint}
              onChange={(next) => {
                setTyped(next);
                save.reset();
              }}
            />
            <div className="d-flex justify-content-end mt-3">
              <PendingButton
                type="submit"
                variant="primary"
                disabled={value.trim() === '' || value.trim() === current}
                pending={save.isPending}
              >
                {save.isPending ? t.saving : t.publicAddress.save}
              </PendingButton>
            </div>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
