import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { KwhSummary } from '../api/get-kwh-summary';
import { kwhMessages as t } from '../messages';

/** Total customers, paid, unpaid, total outstanding, as the server computed them
 * (docs/screens.md#the-customers-screens). */
export function KwhSummaryCards({ summary }: { summary: KwhSummary | undefined }) {
  const cards = [
    {
      label: t.totalCustomers,
      value: summary ? formatQuantity(summary.totalCustomers) : '…',
      tone: 'primary',
    },
    { label: t.paidCount, value: summary ? formatQuantity(summary.paidCount) : '…', tone: 'success' },
    { label: t.unpaidCount, value: summary ? formatQuantity(summary.unpaidCount) : '…', tone: 'danger' },
    {
      label: t.totalOutstanding,
      value: summary ? formatUsd(summary.totalOutstanding) : '…',
      tone: 'warning',
    },
  ];
  return (
    <section aria-label={t.summary} className="mb-4">
      <Row xs={2} lg={4} className="g-3">
        {cards.map((card) => (
          <Col key={card.label}>
            <Card className={`app-data-card h-100 border-0 border-top border-4 border-${card.tone}`}>
              <Card.Body>
                <h2 className="h6 text-secondary mb-1" id={`summary-${card.tone}`}>
                  {card.label}
                </h2>
                <p className="app-summary-value mb-0" aria-labelledby={`summary-${card.tone}`}>
                  <bdi dir="ltr">{card.value}</bdi>
                </p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
