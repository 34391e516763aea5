import Nav from 'react-bootstrap/Nav';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { billingSystemsQueryOptions } from '../../../lib/billing-systems';
import { failureText } from '../../../lib/notify-failure';
import {
  paymentsReportUrl,
  usePaymentsReport,
  type PaymentsReport,
  type PaymentsReportGroup,
  type PaymentsReportQuestion,
} from '../api/get-payments-report';
import { BoxCollections } from '../components/box-collections';
import { ReportPeriodForm } from '../components/report-period-form';
import { ReportRows, ReportTotals } from '../components/report-rows';
import { thisMonthOf } from '../lib/report-period';
import { paymentsReportMessages as t } from '../messages';

export interface PaymentsReportPageProps {
  /** Today, for the default period (this month); the clock by default. */
  today?: Date;
  /** A collector's own collections: the server sends only their payments and no boxes. */
  ownOnly?: boolean;
}

// The tabs of the screen; the API and the terminal group by box too.
const TABS: readonly PaymentsReportGroup[] = ['day', 'collector', 'system', 'method'];
// A collector's own report: grouping by collector would be one line, them.
const OWN_TABS: readonly PaymentsReportGroup[] = ['day', 'system', 'method'];

function questionOf(
  params: URLSearchParams,
  today: Date,
  tabs: readonly PaymentsReportGroup[],
): PaymentsReportQuestion {
  const month = thisMonthOf(today);
  const by = params.get('by') as PaymentsReportGroup | null;
  const system = params.get('system');
  return {
    from: params.get('from') || month.from,
    to: params.get('to') || month.to,
    by: by && tabs.includes(by) ? by : 'day',
    ...(system && { system }),
  };
}

/** What was collected in a period
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent), by day, collector,
 * system or method, the totals in dollars and pounds, each box's live month, and the same report as CSV or
 * Excel. The question lives in the address, so a report can be shared or reloaded. */
export function PaymentsReportPage({ today, ownOnly = false }: PaymentsReportPageProps) {
  const [params, setParams] = useSearchParams();
  const tabs = ownOnly ? OWN_TABS : TABS;
  const question = questionOf(params, today ?? new Date(), tabs);
  const report = usePaymentsReport(question);
  const systems = useQuery(billingSystemsQueryOptions());
  const systemName = (id: string) => systems.data?.find((system) => system.id === id)?.arabicName ?? id;
  const ask = (next: PaymentsReportQuestion) => {
    const query = new URLSearchParams({ from: next.from, to: next.to, by: next.by });
    if (next.system) query.set('system', next.system);
    setParams(query, { replace: true });
  };

  return (
    <PageLayout
      title={ownOnly ? t.ownTitle : t.title}
      subtitle={ownOnly ? t.ownSubtitle : t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      <ReportPeriodForm
        key={`${question.from}|${question.to}|${question.system ?? ''}`}
        question={question}
        systems={systems.data ?? []}
        onShow={(period) => ask({ ...period, by: question.by })}
        onThisMonth={() => ask({ ...thisMonthOf(today ?? new Date()), by: question.by })}
      />
      <Nav
        variant="pills"
        role="tablist"
        aria-label={t.groupsLabel}
        activeKey={question.by}
        onSelect={(key) => key && ask({ ...question, by: key as PaymentsReportGroup })}
        className="mb-3 gap-2"
      >
        {tabs.map((group) => (
          <Nav.Item key={group}>
            <Nav.Link as="button" type="button" eventKey={group} className="text-nowrap">
              {t.groups[group]}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {report.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : report.isError ? (
        <LoadFailedAlert onRetry={report.refetch}>
          {failureText(report.error, t.loadFailed) ?? t.loadFailed}
        </LoadFailedAlert>
      ) : (
        <Report report={report.data} question={question} systemName={systemName} withBoxes={!ownOnly} />
      )}
    </PageLayout>
  );
}

function Report({
  report,
  question,
  systemName,
  withBoxes,
}: {
  report: PaymentsReport;
  question: PaymentsReportQuestion;
  systemName: (id: string) => string;
  withBoxes: boolean;
}) {
  return (
    <>
      <ReportTotals totals={report.totals} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <a
          className="btn btn-outline-success app-touch-button"
          href={paymentsReportUrl(question, 'csv')}
          download
        >
          {t.downloadCsv}
        </a>
        <a
          className="btn btn-outline-success app-touch-button"
          href={paymentsReportUrl(question, 'xlsx')}
          download
        >
          {t.downloadXlsx}
        </a>
      </div>
      <ReportRows report={report} />
      {withBoxes && (
        <section aria-labelledby="payments-boxes" className="mt-4">
          <h2 id="payments-boxes" className="app-section-title">
            {t.boxesHeading}
          </h2>
          <p className="small text-secondary">{t.boxesNote}</p>
          <BoxCollections boxes={report.boxes} systemName={systemName} />
        </section>
      )}
    </>
  );
}
