import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link';
import { PrintIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/route-paths';
import { billingSystemsQueryOptions } from '../../../lib/billing-systems';
import { formatLbp } from '../../../lib/money';
import { failureText } from '../../../lib/notify-failure';
import { useCompliance, type Compliance } from '../api/official-tariffs';
import { thisMonthOf } from '../lib/tariff-month';
import { officialTariffMessages as t } from '../messages';

// docs/official-tariff.md#compliance: the report an inspector reads, on A4, without the screen's frame.
const REPORT_PAGE = `@page { size: A4 portrait; margin: 12mm; }
@media print { .app-header, .app-footer { display: none !important; } main { padding: 0 !important; } }`;

/** /compliance?month=&system= (docs/official-tariff.md#compliance): the month's bills above the official
 * tariff, by how much in pounds, the totals and the flat subscribers apart; printable as a report. */
export function CompliancePage({ today }: { today?: Date }) {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') || thisMonthOf(today ?? new Date());
  const system = params.get('system') || undefined;
  const systems = useQuery(billingSystemsQueryOptions());
  const compliance = useCompliance(month, system);
  const choose = (next: { month?: string; system?: string }) => {
    const query = new URLSearchParams({ month: next.month ?? month });
    const chosen = next.system ?? system ?? '';
    if (chosen) query.set('system', chosen);
    setParams(query, { replace: true });
  };

  return (
    <PageLayout
      title={t.complianceTitle}
      subtitle={t.complianceSubtitle}
      titleActions={
        <ButtonLink to={`${paths.officialTariff}?month=${month}`} variant="outline-primary">
          {t.toTariff}
        </ButtonLink>
      }
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      <style>{REPORT_PAGE}</style>
      <Card className="app-data-card mb-4 d-print-none">
        <Card.Body>
          <Row className="g-3 align-items-end">
            <Form.Group as={Col} xs={12} sm={6} lg={3} controlId="compliance-month">
              <Form.Label>{t.month}</Form.Label>
              <Form.Control
                type="month"
                value={month}
                onChange={(event) => event.target.value && choose({ month: event.target.value })}
              />
            </Form.Group>
            <Form.Group as={Col} xs={12} sm={6} lg={3} controlId="compliance-system">
              <Form.Label>{t.system}</Form.Label>
              <Form.Select value={system ?? ''} onChange={(event) => choose({ system: event.target.value })}>
                <option value="">{t.allSystems}</option>
                {(systems.data ?? []).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.arabicName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Col xs={12} lg={6} className="d-flex justify-content-lg-end">
              <Button
                className="app-icon-button"
                onClick={() => window.print()}
                disabled={!compliance.data?.tariff}
              >
                <PrintIcon size={18} /> {t.print}
              </Button>
            </Col>
          </Row>
        </Card.Body>
      </Card>
      {compliance.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : compliance.isError ? (
        <LoadFailedAlert onRetry={() => void compliance.refetch()}>
          {failureText(compliance.error, t.loadFailed) ?? t.loadFailed}
        </LoadFailedAlert>
      ) : (
        <ComplianceReport report={compliance.data} />
      )}
    </PageLayout>
  );
}

function ComplianceReport({ report }: { report: Compliance }) {
  const { tariff, bills, totals, flat } = report;
  const c = t.columns;
  return (
    <section aria-labelledby="compliance-report-title">
      <h2 id="compliance-report-title" className="h5 fw-bold">
        {t.reportTitle(report.monthLabel)}
      </h2>
      {!tariff ? (
        <Alert variant="warning">{t.noTariff(report.monthLabel)}</Alert>
      ) : (
        <>
          <p className="text-secondary">
            {tariff.zones
              .map((zone) => `${zone.name}: ${formatLbp(tariff.kwhPriceLbp[zone.id])}`)
              .join(' · ')}
            {' · '}
            {`${t.fixed5}: ${formatLbp(tariff.fixedFeesLbp[5])} · ${t.fixed10}: ${formatLbp(tariff.fixedFeesLbp[10])}`}
            {tariff.source && ` · ${tariff.source}`}
          </p>
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-3" aria-label={t.totals}>
            <li>{t.checked(totals.billsChecked)}</li>
            <li className="fw-bold">{t.exceeding(totals.billsExceeding)}</li>
            <li>
              {t.excessTotal}: <strong>{formatLbp(totals.excessTotalLbp)}</strong>
            </li>
          </ul>
          {bills.length === 0 ? (
            <Alert variant="success">{t.allCompliant}</Alert>
          ) : (
            // A region the keyboard can reach: the table scrolls sideways on a phone.
            <div className="table-responsive" tabIndex={0} role="region" aria-label={t.billsTitle}>
              <Table bordered size="sm" className="align-middle small" aria-label={t.billsTitle}>
                <thead>
                  <tr>
                    <th scope="col">{c.number}</th>
                    <th scope="col">{c.name}</th>
                    <th scope="col">{c.group}</th>
                    <th scope="col">{c.zone}</th>
                    <th scope="col">{c.kwh}</th>
                    <th scope="col">{c.price}</th>
                    <th scope="col">{c.official}</th>
                    <th scope="col">{c.excessPerKwh}</th>
                    <th scope="col">{c.excessEnergy}</th>
                    <th scope="col">{c.fixed}</th>
                    <th scope="col">{c.officialFixed}</th>
                    <th scope="col">{c.excessFixed}</th>
                    <th scope="col">{c.excessTotal}</th>
                  </tr>
                </thead>
                <tbody>
                  {bills.map((bill) => (
                    <tr key={`${bill.system}|${bill.id}`}>
                      <td>{bill.customerNumber}</td>
                      <th scope="row">{bill.name}</th>
                      <td>{bill.systemName}</td>
                      <td>{bill.zoneName}</td>
                      <td>{bill.consumption}</td>
                      <td>{formatLbp(bill.kwhPriceLbp)}</td>
                      <td>{formatLbp(bill.officialKwhPriceLbp)}</td>
                      <td>{formatLbp(bill.excessPerKwhLbp)}</td>
                      <td>{formatLbp(bill.excessEnergyLbp)}</td>
                      <td>{formatLbp(bill.fixedLbp)}</td>
                      <td>{formatLbp(bill.officialFixedLbp)}</td>
                      <td>{formatLbp(bill.excessFixedLbp)}</td>
                      <td className="fw-bold">{formatLbp(bill.excessTotalLbp)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={8}>
                      {t.totals}
                    </th>
                    <td>{formatLbp(totals.excessEnergyLbp)}</td>
                    <td colSpan={2} />
                    <td>{formatLbp(totals.excessFixedLbp)}</td>
                    <td className="fw-bold">{formatLbp(totals.excessTotalLbp)}</td>
                  </tr>
                </tfoot>
              </Table>
            </div>
          )}
        </>
      )}
      <h3 className="h6 fw-bold mt-4">{t.flatTitle(flat.count)}</h3>
      <p className="small text-secondary">{t.flatNote}</p>
      {flat.count > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t.flatTitle(flat.count)}>
          <Table size="sm" className="small" aria-label={t.flatTitle(flat.count)}>
            <thead>
              <tr>
                <th scope="col">{c.number}</th>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.group}</th>
                <th scope="col">{t.ampere}</th>
              </tr>
            </thead>
            <tbody>
              {flat.customers.map((customer) => (
                <tr key={`${customer.system}|${customer.id}`}>
                  <td>{customer.customerNumber}</td>
                  <th scope="row">{customer.name}</th>
                  <td>{customer.systemName}</td>
                  <td>{customer.ampere}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
