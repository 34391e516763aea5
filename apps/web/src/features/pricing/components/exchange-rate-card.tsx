import { type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { NumberField, useNumberField } from '../../../components/number-field';
import { PendingButton } from '../../../components/pending-button';
import { formatLbp } from '../../../lib/money';
import { useUpdateExchangeRate } from '../api/update-exchange-rate';
import { pricingMessages as t } from '../messages';

/** The exchange rate, whole pounds above zero; saving re-computes every metered
 * customer's live month (the server's answer says how many). */
export function ExchangeRateCard({ rate, canEdit }: { rate: number; canEdit: boolean }) {
  const field = useNumberField(t.exchangeRate, String(rate), { integer: true });
  const update = useUpdateExchangeRate({ onSuccess: (change) => field.reset(String(change.usdToLbp)) });
  const changed = field.text.trim() !== String(rate);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canEdit || update.isPending) return;
    const read = field.read();
    if (!read) return;
    if (!read.value || read.value <= 0) return field.fail(t.exchangeRatePositive);
    update.mutate(read.value);
  };

  return (
    <Card as="section" className="app-data-card h-100" aria-labelledby="exchange-rate-title">
      <Card.Body className="p-4">
        <h2 id="exchange-rate-title" className="h5 fw-bold mb-3">
          {t.exchangeRateTitle}
        </h2>
        <Form onSubmit={submit} noValidate aria-label={t.exchangeRateTitle}>
          <fieldset disabled={!canEdit || update.isPending}>
            <NumberField
              controlId="exchange-rate"
              placeholder="89500"
              hint={t.exchangeRateHint}
              {...field.field}
            />
            <p className="small text-secondary mt-2 mb-0">{t.currentRate(formatLbp(rate))}</p>
            {canEdit && (
              <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
                <Button
                  variant="outline-secondary"
                  onClick={() => field.reset(String(rate))}
                  disabled={!changed}
                >
                  {t.reset}
                </Button>
                <PendingButton
                  type="submit"
                  variant="primary"
                  pending={update.isPending}
                  disabled={field.text.trim() === ''}
                >
                  {update.isPending ? t.saving : t.saveRate}
                </PendingButton>
              </div>
            )}
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
