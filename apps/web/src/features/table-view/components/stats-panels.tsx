import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { TablePanel } from '../api/get-table-view';
import { tableViewMessages as t } from '../messages';

/** The two group tables' customers, amperes and amounts, as the server counts them. */
export function StatsPanels({ panels }: { panels: readonly TablePanel[] }) {
  return (
    <section aria-label={t.panelsLabel} className="mb-4">
      <Row xs={1} md={2} className="g-3">
        {panels.map((panel) => {
          const name = t.panels[panel.key] ?? panel.key;
          return (
            <Col key={panel.key}>
              <Card className="app-stat-card h-100" as="section" aria-label={name}>
                <Card.Body>
                  <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
                    <h2 className="h5 fw-bold mb-0">{name}</h2>
                    <span className="text-secondary small">
                      {t.panelBoxes}: <bdi dir="ltr">{panel.boxes}</bdi>
                    </span>
                  </div>
                  <dl className="row g-2 mb-0 text-center">
                    <div className="col-4">
                      <dt className="small text-secondary fw-normal">{t.customers}</dt>
                      <dd className="app-stat-value mb-0">{panel.customers}</dd>
                    </div>
                    <div className="col-4">
                      <dt className="small text-secondary fw-normal">{t.totalAmpere}</dt>
                      <dd className="app-stat-value mb-0">{formatQuantity(panel.totalAmpere)}</dd>
                    </div>
                    <div className="col-4">
                      <dt className="small text-secondary fw-normal">{t.totalAmount}</dt>
                      <dd className="app-stat-value mb-0">{formatUsd(panel.totalAmount)}</dd>
                    </div>
                  </dl>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
