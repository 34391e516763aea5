import { useState, type FormEvent } from 'react';
import { TARIFF_ZONES } from '@kahraba/billing-domain';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { NumberField, useNumberField } from '../../../components/number-field';
import type { OfficialTariff } from '../../../components/official-tariff';
import { useSaveOfficialTariff } from '../api/official-tariffs';
import { officialTariffMessages as t } from '../messages';

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A month's tariff as an administrator types it: every price through the one number reader (whole
 * pounds), the zones from the domain's list; the server checks again and names a refused field.
 */
export function TariffForm({ month, saved }: { month: string; saved: OfficialTariff | undefined }) {
  const save = useSaveOfficialTariff();
  const zones = TARIFF_ZONES.map((zone) => ({
    zone,
    // The zones are a fixed list: the same hooks in the same order on every render.
    field: useNumberField(t.kwhPrice(zone.arabicName), asText(saved?.kwhPriceLbp[zone.id]), {
      integer: true,
    }),
  }));
  const fixed5 = useNumberField(t.fixed5, asText(saved?.fixedFeesLbp[5]), { integer: true });
  const fixed10 = useNumberField(t.fixed10, asText(saved?.fixedFeesLbp[10]), { integer: true });
  const perExtra = useNumberField(t.perExtra5A, asText(saved?.fixedFeesLbp.perExtra5A), { integer: true });
  const rate = useNumberField(t.exchangeRate, asText(saved?.exchangeRate), { integer: true });
  const diesel = useNumberField(t.diesel, asText(saved?.dieselPrice20LLbp), { integer: true });
  const [source, setSource] = useState(saved?.source ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kwh = zones.map(({ zone, field }) => [zone.id, field.read()] as const);
    const prices = [fixed5, fixed10, perExtra, rate, diesel].map((field) => field.read());
    if (kwh.some(([, value]) => value === null) || prices.some((value) => value === null)) return;
    const [five, ten, extra, usdToLbp, dieselPrice] = prices.map((value) => value?.value ?? 0);
    save.mutate({
      month,
      tariff: {
        kwhPriceLbp: Object.fromEntries(kwh.map(([zone, value]) => [zone, value?.value ?? 0])),
        fixedFeesLbp: { 5: five, 10: ten, perExtra5A: extra },
        exchangeRate: usdToLbp,
        dieselPrice20LLbp: dieselPrice,
        source,
      },
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t.formTitle}>
      <Row className="g-3">
        {zones.map(({ zone, field }) => (
          <Col xs={12} md={6} key={zone.id}>
            <NumberField controlId={`tariff-kwh-${zone.id}`} {...field.field} />
          </Col>
        ))}
        <Col xs={12} md={4}>
          <NumberField controlId="tariff-fixed-5" {...fixed5.field} />
        </Col>
        <Col xs={12} md={4}>
          <NumberField controlId="tariff-fixed-10" {...fixed10.field} />
        </Col>
        <Col xs={12} md={4}>
          <NumberField controlId="tariff-extra-5" {...perExtra.field} />
        </Col>
        <Col xs={12} md={6}>
          <NumberField controlId="tariff-rate" {...rate.field} />
        </Col>
        <Col xs={12} md={6}>
          <NumberField controlId="tariff-diesel" {...diesel.field} />
        </Col>
        <Form.Group as={Col} xs={12} controlId="tariff-source">
          <Form.Label>{t.source}</Form.Label>
          <Form.Control value={source} maxLength={300} onChange={(event) => setSource(event.target.value)} />
        </Form.Group>
        <Col xs={12}>
          <Button type="submit" disabled={save.isPending}>
            {t.save}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
