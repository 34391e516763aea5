import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { usePhoneLayout } from '../../../components/phone-layout';
import { formatLbp, formatUsd } from '../../../lib/money';
import type { PaymentsReport, PaymentsReportTotals } from '../api/get-payments-report';
import { paymentsReportMessages as t } from '../messages';

const numberCell = { dir: 'ltr', style: { textAlign: 'right' } } as const;

/** The groups of payments with their sums; a card each on a phone, a table with the totals last on a desk. */
export function ReportRows({ report }: { report: PaymentsReport }) {
  const phone = usePhoneLayout();
  if (report.rows.length === 0) return <p className="app-empty-cards">{t.empty}</p>;
  if (phone) {
    return (
      <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={t.rowsLabel}>
        {report.rows.map((row) => (
          <li key={row.key}>
            <article className="app-record-card" aria-labelledby={`payments-row-${row.key}`}>
              <header className="app-record-card-head">
                <h3 id={`payments-row-${row.key}`} className="app-record-card-name">
                  {row.label}
                </h3>
                <span className="app-record-card-meta text-nowrap">{t.paymentsCount(row.count)}</span>
              </header>
              <Figures figures={row} />
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="app-data-card">
      <Table responsive hover className="mb-0 align-middle" aria-label={t.rowsLabel}>
        <thead>
          <tr>
            <th scope="col">{t.groupColumn[report.by]}</th>
            <th scope="col">{t.count}</th>
            <th scope="col">{t.totalUsd}</th>
            <th scope="col">{t.usdReceived}</th>
            <th scope="col">{t.lbpReceived}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-semibold">
                {row.label}
              </th>
              <td>{row.count}</td>
              <td {...numberCell}>{formatUsd(row.totalUsd)}</td>
              <td {...numberCell}>{formatUsd(row.usdReceived)}</td>
              <td>
                <bdi>{formatLbp(row.lbpReceived)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="fw-bold">
          <tr>
            <th scope="row">{t.total}</th>
            <td>{report.totals.count}</td>
            <td {...numberCell}>{formatUsd(report.totals.totalUsd)}</td>
            <td {...numberCell}>{formatUsd(report.totals.usdReceived)}</td>
            <td>
              <bdi>{formatLbp(report.totals.lbpReceived)}</bdi>
            </td>
          </tr>
        </tfoot>
      </Table>
    </Card>
  );
}

function Figures({ figures }: { figures: PaymentsReportTotals }) {
  return (
    <dl className="app-record-card-figures mb-0">
      <div>
        <dt>{t.totalUsd}</dt>
        <dd>
          <bdi dir="ltr">{formatUsd(figures.totalUsd)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t.usdReceived}</dt>
        <dd>
          <bdi dir="ltr">{formatUsd(figures.usdReceived)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t.lbpReceived}</dt>
        <dd>
          <bdi dir="ltr">{formatLbp(figures.lbpReceived)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** The period's totals, in dollars and in pounds, above the groups. */
export function ReportTotals({ totals }: { totals: PaymentsReportTotals }) {
  return (
    <section aria-labelledby="payments-totals" className="app-record-card mb-3">
      <header className="app-record-card-head">
        <h2 id="payments-totals" className="app-record-card-name">
          {t.totalsHeading}
        </h2>
        <span className="app-record-card-meta text-nowrap">{t.paymentsCount(totals.count)}</span>
      </header>
      <Figures figures={totals} />
    </section>
  );
}
