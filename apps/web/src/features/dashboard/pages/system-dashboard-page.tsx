import { lazy, Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { DebtAgeTotals } from '../../../components/debt-ages';
import { PageLayout } from '../../../components/page-layout';
import { formatLbp } from '../../../lib/money';
import { componentMessages } from '../../../components/messages';
import Button from 'react-bootstrap/Button';
import { useEconomicsHistory } from '../api/get-economics-history';
import { useSystemSummaries, type SystemSummaries } from '../api/get-system-summaries';
import { BackupAgeLine } from '../components/backup-age-line';
import { ComplianceLink } from '../components/compliance-link';
import { SummaryCard } from '../components/summary-card';
import { dashboardMessages as t } from '../messages';
import './system-dashboard.css';

// The chart library loads with the charts, after the figures are on screen.
const BillingCharts = lazy(() => import('../components/billing-charts'));
const EconomicsCharts = lazy(() => import('../components/economics-charts'));

/** /system-dashboard (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent):
 * the pending requests, the grand totals, a card per billing system (the generic kWh list and any group
 * added as data included) and the billed/collected charts. */
export function SystemDashboardPage() {
  const summaries = useSystemSummaries();
  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      {summaries.isPending ? (
        <p role="status" className="text-secondary">
          {t.loading}
        </p>
      ) : summaries.isError ? (
        <Alert variant="danger" className="d-flex align-items-center gap-3">
          <span className="flex-grow-1">{t.loadFailed}</span>
          <Button size="sm" variant="outline-danger" onClick={() => void summaries.refetch()}>
            {componentMessages.retry}
          </Button>
        </Alert>
      ) : (
        <DashboardFigures data={summaries.data} />
      )}
    </PageLayout>
  );
}

function DashboardFigures({ data }: { data: SystemSummaries }) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <ButtonLink
          to={paths.pendingCustomers}
          variant={data.pendingCount > 0 ? 'warning' : 'outline-secondary'}
        >
          {t.pendingLink}{' '}
          <Badge bg={data.pendingCount > 0 ? 'dark' : 'secondary'} pill>
            {data.pendingCount}
          </Badge>
        </ButtonLink>
        <span className="text-secondary small">{t.pendingCount(data.pendingCount)}</span>
        <ComplianceLink />
        <ButtonLink to={paths.qrCodes} variant="outline-primary" className="ms-md-auto">
          {t.qrCodes}
        </ButtonLink>
      </div>
      <BackupAgeLine />

      <section aria-labelledby="dashboard-total" className="mb-4">
        <SummaryCard
          id="dashboard-total"
          title={t.grandTotals}
          highlight
          figures={{ ...data.grandTotals, recordCount: data.grandTotals.totalRecords }}
        />
        <p className="small text-secondary mt-2 mb-0">
          {t.rate(formatLbp(data.exchangeRate))} · {t.recordsHint} · {t.arrearsCarriedHint}
        </p>
      </section>

      <section aria-labelledby="dashboard-debt-ages" className="mb-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="dashboard-debt-ages" className="app-section-title mb-0">
            {t.debtAgesHeading}
          </h2>
          <ButtonLink to={paths.debtors} variant="outline-primary" size="sm" className="ms-auto">
            {t.debtorsLink}
          </ButtonLink>
        </div>
        <DebtAgeTotals totals={data.debtAges} />
      </section>

      <section aria-labelledby="dashboard-systems" className="mb-5">
        <h2 id="dashboard-systems" className="app-section-title">
          {t.systemsHeading}
        </h2>
        <Row xs={1} md={2} xl={4} className="g-4">
          {data.systems.map((system) => (
            <Col key={system.id}>
              <SummaryCard id={`dashboard-${system.id}`} title={system.name} figures={system} />
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="dashboard-charts">
        <h2 id="dashboard-charts" className="app-section-title">
          {t.chartsHeading}
        </h2>
        <Suspense fallback={<p className="text-secondary">{t.chartsLoading}</p>}>
          <BillingCharts systems={data.systems} months={data.months} />
        </Suspense>
      </section>

      <EconomicsSection />
    </>
  );
}

/** The generator's cost per kWh and profit of the last twelve months (docs/generator-economics.md). */
function EconomicsSection() {
  const history = useEconomicsHistory();
  return (
    <section aria-labelledby="dashboard-economics" className="mt-5">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="dashboard-economics" className="app-section-title flex-grow-1">
          {t.economicsHeading}
        </h2>
        <ButtonLink to={paths.generatorLog} variant="outline-primary">
          {t.economicsLink}
        </ButtonLink>
      </div>
      {history.isError ? (
        <p className="text-secondary">{t.loadFailed}</p>
      ) : history.data ? (
        <Suspense fallback={<p className="text-secondary">{t.chartsLoading}</p>}>
          <EconomicsCharts months={history.data} />
        </Suspense>
      ) : (
        <p className="text-secondary">{t.chartsLoading}</p>
      )}
    </section>
  );
}
