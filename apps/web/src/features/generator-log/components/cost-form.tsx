import { useState, type FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../components/toast';
import { businessToday } from '../../../lib/app-settings';
import { notifyFailure } from '../../../lib/notify-failure';
import { readNumberEntry } from '../../../lib/number-entry';
import type { Generator } from '../api/generators';
import { useRecordGeneratorCost, type GeneratorCostBody } from '../api/generator-costs';
import { generatorLogMessages as t } from '../messages';

type Kind = GeneratorCostBody['kind'];
const KINDS: Kind[] = ['diesel', 'maintenance', 'other'];

/**
 * One line of the log (docs/generator-economics.md#the-log): the numbers are read on screen by the one
 * number reader for comfort, and sent as typed; the server reads and checks them again.
 */
export function CostForm({ generators }: { generators: readonly Generator[] }) {
  const [day, setDay] = useState(businessToday());
  const [kind, setKind] = useState<Kind>('diesel');
  const [generatorId, setGeneratorId] = useState('');
  const [litres, setLitres] = useState('');
  const [hours, setHours] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<'USD' | 'LBP'>('USD');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordGeneratorCost();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = {
      litres: readNumberEntry(litres, t.litres, { optional: kind !== 'diesel' }),
      hours: readNumberEntry(hours, t.hours, { optional: true }),
      amount: readNumberEntry(amount, t.amount),
    };
    const found = Object.fromEntries(
      Object.entries(read).flatMap(([field, entry]) => (entry.ok ? [] : [[field, entry.message]])),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate(
      {
        day,
        kind,
        ...(generatorId && { generatorId }),
        ...(litres.trim() && { litres }),
        ...(hours.trim() && { hours }),
        ...(currency === 'USD' ? { amountUsd: amount } : { amountLbp: amount }),
        ...(note.trim() && { note }),
      },
      {
        onSuccess: () => {
          toast({ title: t.saved });
          setLitres('');
          setHours('');
          setAmount('');
          setNote('');
        },
        onError: (error) => notifyFailure(error, t.saveFailed),
      },
    );
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <h2 className="h5 mb-3" id="cost-form-heading">
          {t.formHeading}
        </h2>
        <Form onSubmit={submit} noValidate aria-labelledby="cost-form-heading">
          <Row className="g-2">
            <Form.Group as={Col} xs={6} md={3} controlId="cost-day">
              <Form.Label>{t.day}</Form.Label>
              <Form.Control
                type="date"
                dir="ltr"
                required
                value={day}
                max={businessToday()}
                onChange={(event) => setDay(event.target.value)}
              />
            </Form.Group>
            <Form.Group as={Col} xs={6} md={3} controlId="cost-kind">
              <Form.Label>{t.kind}</Form.Label>
              <Form.Select value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
                {KINDS.map((entry) => (
                  <option key={entry} value={entry}>
                    {t.kinds[entry]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} xs={12} md={6} controlId="cost-generator">
              <Form.Label>{t.generator}</Form.Label>
              <Form.Select value={generatorId} onChange={(event) => setGeneratorId(event.target.value)}>
                <option value="">{t.noGenerator}</option>
                {generators.map((generator) => (
                  <option key={generator.id} value={generator.id}>
                    {generator.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <NumberField
              controlId="cost-litres"
              label={t.litres}
              value={litres}
              onChange={setLitres}
              error={errors.litres}
              col={{ xs: 6, md: 3 }}
            />
            <NumberField
              controlId="cost-hours"
              label={t.hours}
              value={hours}
              onChange={setHours}
              error={errors.hours}
              col={{ xs: 6, md: 3 }}
            />
            <NumberField
              controlId="cost-amount"
              label={t.amount}
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              col={{ xs: 6, md: 3 }}
            />
            <Form.Group as={Col} xs={6} md={3} controlId="cost-currency">
              <Form.Label>{t.currency}</Form.Label>
              <Form.Select
                value={currency}
                onChange={(event) => setCurrency(event.target.value as 'USD' | 'LBP')}
              >
                <option value="USD">{t.usd}</option>
                <option value="LBP">{t.lbp}</option>
              </Form.Select>
            </Form.Group>
            <FormField controlId="cost-note" label={t.note} value={note} onChange={setNote} maxLength={500} />
          </Row>
          <PendingButton type="submit" pending={record.isPending} className="app-touch-button mt-3">
            {t.save}
          </PendingButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
