import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DEBT_AGE_LABELS, DEBT_AGES, type DebtAge } from '@kahraba/billing-domain';
import type { components } from '../../types/api-schema';
import { formatLbp, formatUsd } from '../../lib/money';
import { componentMessages } from '../messages';

const t = componentMessages.debtAges;

type DebtAgeTotalsFigures = components['schemas']['DebtAgeTotalsResponse'];

const TONES: Readonly<Record<DebtAge | 'all', string>> = {
  current: 'border-secondary',
  one: 'border-warning',
  two: 'border-warning',
  threePlus: 'border-danger',
  all: 'border-primary',
};

/**
 * What customers owe by the age of the debt (docs/debtors.md#the-list): a card per age and one for
 * all, each with the count, the dollars and the pounds the server summed from the statements.
 */
export function DebtAgeTotals({ totals }: { totals: DebtAgeTotalsFigures }) {
  return (
    <Row xs={1} sm={2} xl={5} className="g-3">
      {[...DEBT_AGES, 'all' as const].map((age) => {
        const figures = totals[age];
        const title = age === 'all' ? t.all : DEBT_AGE_LABELS[age];
        return (
          <Col key={age}>
            <Card className={`h-100 border-2 ${TONES[age]}`} as="article" aria-label={title}>
              <Card.Body>
                <h3 className="h6 fw-bold mb-2">{title}</h3>
                <dl className="row small mb-0">
                  <dt className="col-7 fw-normal text-secondary">{t.customers}</dt>
                  <dd className="col-5 mb-1 text-end">{figures.count}</dd>
                  <dt className="col-5 fw-normal text-secondary">{t.usd}</dt>
                  <dd className="col-7 mb-1 text-end fw-bold">{formatUsd(figures.totalDue)}</dd>
                  <dt className="col-5 fw-normal text-secondary">{t.lbp}</dt>
                  <dd className="col-7 mb-0 text-end">{formatLbp(figures.totalDueLbp)}</dd>
                </dl>
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
