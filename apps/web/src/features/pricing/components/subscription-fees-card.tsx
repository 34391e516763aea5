import { useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { NumberField } from '../../../components/number-field';
import { PendingButton } from '../../../components/pending-button';
import { readNumberEntry } from '../../../lib/number-entry';
import type { AmperageCount } from '../api/get-subscription-amperage-data';
import type { SubscriptionPricing } from '../api/get-subscription-pricing';
import { useUpdateSubscriptionPricing } from '../api/update-subscription-pricing';
import { pricingMessages as t } from '../messages';

interface FeeRow {
  amperage: number;
  customerCount: number;
}

/** The amperages customers have, and any amperage that already has a price (so saving the whole map
 * never drops a price the screen did not show), ascending. Only whole amperages carry a price. */
function feeRows(amperages: AmperageCount[], pricing: SubscriptionPricing): FeeRow[] {
  const counts = new Map<number, number>();
  for (const { amperage, customerCount } of amperages) {
    if (Number.isInteger(amperage)) counts.set(amperage, customerCount);
  }
  for (const key of Object.keys(pricing)) {
    const amperage = Number(key);
    if (Number.isInteger(amperage) && amperage > 0 && !counts.has(amperage)) counts.set(amperage, 0);
  }
  return [...counts]
    .map(([amperage, customerCount]) => ({ amperage, customerCount }))
    .sort((a, b) => a.amperage - b.amperage);
}

const textsOf = (rows: FeeRow[], pricing: SubscriptionPricing) =>
  Object.fromEntries(
    rows.map(({ amperage }) => [amperage, pricing[amperage] === undefined ? '' : String(pricing[amperage])]),
  ) as Record<number, string>;

/** The LBP fee per amperage with its customer count; saved as the whole map (a
 * blank fee: that amperage has no price, the customer's own fee applies). */
export function SubscriptionFeesCard({
  amperages,
  pricing,
  canEdit,
}: {
  amperages: AmperageCount[];
  pricing: SubscriptionPricing;
  canEdit: boolean;
}) {
  const rows = useMemo(() => feeRows(amperages, pricing), [amperages, pricing]);
  const initial = useMemo(() => textsOf(rows, pricing), [rows, pricing]);
  const [texts, setTexts] = useState(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const update = useUpdateSubscriptionPricing();
  const changed = rows.some(({ amperage }) => (texts[amperage] ?? '').trim() !== initial[amperage]);

  const reset = () => {
    setTexts(initial);
    setErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canEdit || update.isPending) return;
    const next: SubscriptionPricing = {};
    const refused: Record<number, string> = {};
    for (const { amperage } of rows) {
      const entry = readNumberEntry(texts[amperage] ?? '', t.feeOf(amperage), {
        optional: true,
        integer: true,
      });
      if (!entry.ok) refused[amperage] = entry.message;
      else if (entry.value !== null) next[String(amperage)] = entry.value;
    }
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    update.mutate(next);
  };

  return (
    <Card as="section" className="app-data-card" aria-labelledby="fees-title">
      <Card.Body className="p-3 p-md-4">
        <h2 id="fees-title" className="h5 fw-bold mb-3">
          {t.feesTitle}
        </h2>
        {rows.length === 0 ? (
          <p className="text-secondary mb-0">{t.noAmperages}</p>
        ) : (
          <Form onSubmit={submit} noValidate aria-label={t.feesTitle}>
            <fieldset disabled={!canEdit || update.isPending}>
              <Table className="align-middle mb-0 app-fees-table" aria-labelledby="fees-title">
                <thead>
                  <tr>
                    <th scope="col">{t.amperage}</th>
                    <th scope="col">{t.customers}</th>
                    <th scope="col">{t.feeLbp}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ amperage, customerCount }) => (
                    <tr key={amperage}>
                      <th scope="row" className="text-nowrap">
                        {t.amperes(amperage)}
                      </th>
                      <td className="text-secondary small">{t.customerCount(customerCount)}</td>
                      <td>
                        <NumberField
                          controlId={`fee-${amperage}`}
                          label={<span className="visually-hidden">{t.feeOf(amperage)}</span>}
                          groupClassName="mb-0"
                          placeholder={t.noPrice}
                          value={texts[amperage] ?? ''}
                          error={errors[amperage] ?? null}
                          onChange={(value) => {
                            setTexts((current) => ({ ...current, [amperage]: value }));
                            setErrors(({ [amperage]: _dropped, ...rest }) => rest);
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {canEdit && (
                <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
                  <Button variant="outline-secondary" onClick={reset} disabled={!changed}>
                    {t.reset}
                  </Button>
                  <PendingButton type="submit" variant="primary" pending={update.isPending}>
                    {update.isPending ? t.saving : t.savePricing}
                  </PendingButton>
                </div>
              )}
            </fieldset>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
