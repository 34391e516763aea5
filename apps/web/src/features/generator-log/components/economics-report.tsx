import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { formatLbp, formatUnitPrice, formatUsd } from '../../../lib/money';
import type { GeneratorEconomics } from '../api/generator-costs';
import { generatorLogMessages as t } from '../messages';

type Dual = GeneratorEconomics['billed'];

const quantity = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

function Figure({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <div className="col">
      <dt className="text-secondary small fw-normal">{label}</dt>
      <dd className="fs-6 fw-semibold mb-0" id={id}>
        {children}
      </dd>
    </div>
  );
}

const dual = (amount: Dual) => (
  <>
    <span dir="ltr">{formatUsd(amount.usd)}</span> · <span>{formatLbp(amount.lbp)}</span>
  </>
);

/** The month's report as the server computed it (docs/generator-economics.md#the-monthly-report). */
export function EconomicsReport({ economics }: { economics: GeneratorEconomics }) {
  return (
    <Card className="app-data-card">
      <Card.Body>
        <dl className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 mb-2">
          <Figure label={t.kwhBilled}>{quantity(economics.kwhBilled)}</Figure>
          <Figure label={t.totalLitres}>{quantity(economics.litres)}</Figure>
          <Figure label={t.totalHours}>{quantity(economics.hours)}</Figure>
          <Figure label={t.kinds.diesel}>{dual(economics.costs.diesel)}</Figure>
          <Figure label={t.kinds.maintenance}>{dual(economics.costs.maintenance)}</Figure>
          <Figure label={t.kinds.other}>{dual(economics.costs.other)}</Figure>
          <Figure label={t.totalCost}>{dual(economics.costs.total)}</Figure>
          <Figure label={t.costPerKwh} id="cost-per-kwh">
            {economics.costPerKwh ? (
              <>
                <span dir="ltr">{formatUnitPrice(economics.costPerKwh.usd)}</span> ·{' '}
                <span>{formatLbp(economics.costPerKwh.lbp)}</span>
              </>
            ) : (
              t.noCostPerKwh
            )}
          </Figure>
          <Figure label={t.billed}>{dual(economics.billed)}</Figure>
          <Figure label={t.collected}>{dual(economics.collected)}</Figure>
          <Figure label={t.profitOnCollected}>{dual(economics.profit.collectedLessCosts)}</Figure>
          <Figure label={t.profitOnBilled}>{dual(economics.profit.billedLessCosts)}</Figure>
        </dl>
        <p className="small text-secondary mb-0">{t.rate(formatLbp(economics.exchangeRate))}</p>
      </Card.Body>
    </Card>
  );
}
