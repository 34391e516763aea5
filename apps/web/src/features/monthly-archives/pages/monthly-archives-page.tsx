import { readingText } from '@kahraba/billing-domain';
import { Month } from '@kahraba/billing-domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { paths } from '../../../config/route-paths';
import { CustomerCard } from '../../../components/customer-card';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { usePhoneLayout } from '../../../components/phone-layout';
import { SearchField } from '../../../components/search-field';
import { useTableSearch } from '../../../components/searchable-table-card';
import { billingSystemsQueryOptions } from '../../../lib/billing-systems';
import { formatCustomerNumber, formatQuantity } from '../../../lib/display-format';
import { formatLbp, formatUsd } from '../../../lib/money';
import { failureText } from '../../../lib/notify-failure';
import {
  useArchivedMonths,
  useMonthlyArchives,
  type MonthlyArchiveTotals,
  type MonthlySnapshot,
} from '../api/get-monthly-archives';
import { monthlyArchivesMessages as t } from '../messages';

/** 'تشرين الثاني 2026' for '2026-11'; the text itself if it does not read as a month. */
function monthLabel(month: string): string {
  try {
    return Month.parse(month).label();
  } catch {
    return month;
  }
}

/** The snapshots of every system (docs/screens.md#administration-screens), searched and filtered by month
 * and system, grouped by month with each month's totals; one bounded page at a time. */
export function MonthlyArchivesPage() {
  const search = useTableSearch();
  const [month, setMonth] = useState('');
  const [system, setSystem] = useState('');
  const [page, setPage] = useState(1);
  // A new filter starts again from its first page.
  useEffect(() => setPage(1), [search.query, month, system]);
  const archives = useMonthlyArchives({ month, system, q: search.query, page });
  const months = useArchivedMonths();
  const systems = useQuery(billingSystemsQueryOptions());
  const systemName = useMemo(() => {
    const names = new Map((systems.data ?? []).map((entry) => [entry.id, entry.arabicName]));
    return (id: string) => names.get(id) ?? id;
  }, [systems.data]);
  const filtering = search.searching || month !== '' || system !== '';
  const data = archives.data;

  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      <Card className="app-data-card mb-4">
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <SearchField
            value={search.text}
            onChange={search.setText}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            status={
              archives.isFetching && !archives.isPending ? (
                <Spinner animation="border" size="sm" variant="secondary" aria-hidden="true" />
              ) : undefined
            }
          />
          <Form.Group controlId="archive-month">
            <Form.Label className="small mb-1">{t.monthFilter}</Form.Label>
            <Form.Select value={month} onChange={(event) => setMonth(event.target.value)}>
              <option value="">{t.allMonths}</option>
              {(months.data ?? []).map((entry) => (
                <option key={entry} value={entry}>
                  {monthLabel(entry)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="archive-system">
            <Form.Label className="small mb-1">{t.systemFilter}</Form.Label>
            <Form.Select value={system} onChange={(event) => setSystem(event.target.value)}>
              <option value="">{t.allSystems}</option>
              {(systems.data ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.arabicName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {data && (
            <span className="ms-auto text-secondary small" aria-live="polite">
              {t.found(data.totalRecords)}
            </span>
          )}
        </Card.Body>
      </Card>
      {archives.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : archives.isError && !data ? (
        <LoadFailedAlert onRetry={archives.refetch}>
          {t.loadFailed}: {failureText(archives.error, archives.error.message)}
        </LoadFailedAlert>
      ) : data && data.records.length === 0 ? (
        <Card className="app-data-card">
          <Card.Body className="text-center text-secondary py-5">
            {filtering ? t.noMatches : t.empty}
          </Card.Body>
        </Card>
      ) : (
        data && (
          <>
            {groupByMonth(data.records).map(([groupMonth, records]) => (
              <MonthGroup
                key={groupMonth}
                totals={data.months.find((total) => total.month === groupMonth)}
                month={groupMonth}
                records={records}
                systemName={systemName}
              />
            ))}
            {data.pageCount > 1 && (
              <nav
                aria-label={t.pagination}
                className="d-flex align-items-center justify-content-center gap-3"
              >
                <Button variant="outline-primary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t.previous}
                </Button>
                <span>{t.page(data.page, data.pageCount)}</span>
                <Button
                  variant="outline-primary"
                  disabled={page >= data.pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  {t.next}
                </Button>
              </nav>
            )}
          </>
        )
      )}
    </PageLayout>
  );
}

function groupByMonth(records: readonly MonthlySnapshot[]): [string, MonthlySnapshot[]][] {
  const groups = new Map<string, MonthlySnapshot[]>();
  for (const record of records) groups.set(record.month, [...(groups.get(record.month) ?? []), record]);
  return [...groups];
}

function MonthGroup({
  month,
  totals,
  records,
  systemName,
}: {
  month: string;
  totals: MonthlyArchiveTotals | undefined;
  records: readonly MonthlySnapshot[];
  systemName: (id: string) => string;
}) {
  const phone = usePhoneLayout();
  const label = monthLabel(month);
  const headingId = `archive-month-${month}`;
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <Card className="app-data-card">
        <Card.Header className="d-flex flex-wrap align-items-center gap-3">
          <h2 id={headingId} className="h5 fw-bold mb-0">
            {label}{' '}
            <bdi dir="ltr" className="text-secondary small fw-normal">
              {month}
            </bdi>
          </h2>
          {totals && (
            <dl
              className="d-flex flex-wrap gap-3 mb-0 ms-auto small"
              aria-label={`${t.monthTotals} ${label}`}
            >
              {(
                [
                  ['customers', String(totals.customers)],
                  ['billed', formatUsd(totals.billed)],
                  ['arrears', formatUsd(totals.arrears)],
                  ['paid', formatUsd(totals.paid)],
                  ['outstanding', formatUsd(totals.outstanding)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="d-flex gap-1">
                  <dt className="fw-normal text-secondary">{t.totals[key]}:</dt>
                  <dd className="mb-0 fw-semibold app-num">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card.Header>
        {phone ? (
          <div className="p-2 d-grid gap-2">
            {records.map((record) => (
              <CustomerCard
                key={record.id}
                name={{ text: record.name, id: `archive-${record.id}` }}
                meta={
                  <>
                    {systemName(record.system)} ·{' '}
                    <bdi dir="ltr">{formatCustomerNumber(record.customerNumber)}</bdi>
                    {record.box && (
                      <>
                        {' '}
                        · {t.columns.box} <bdi dir="ltr">{record.box}</bdi>
                      </>
                    )}
                  </>
                }
                isPaid={record.isPaid}
                figures={[
                  ...(record.statement.readings
                    ? [{ label: t.columns.readings, value: readingsOf(record.statement.readings) }]
                    : []),
                  { label: t.columns.amount, value: formatUsd(record.amount), strong: true },
                  { label: t.columns.arrears, value: formatUsd(record.arrears) },
                  { label: t.columns.amountPaid, value: formatUsd(record.amountPaid) },
                  { label: t.columns.outstandingBalance, value: formatUsd(record.outstandingBalance) },
                  { label: t.columns.outstandingLbp, value: formatLbp(record.statement.lbp.totalDue) },
                ]}
              />
            ))}
          </div>
        ) : (
          <div className="app-table-wrap">
            <Table hover className="mb-0" aria-label={t.table(label)}>
              <thead>
                <tr>
                  {Object.values(t.columns).map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={record.id}>
                    <td>{systemName(record.system)}</td>
                    <td className="app-num text-secondary">{formatCustomerNumber(record.customerNumber)}</td>
                    <td>{record.name}</td>
                    <td>{record.box}</td>
                    <td>{record.address}</td>
                    <td className="app-num">{formatQuantity(record.ampere)}</td>
                    <td className="app-num">
                      {record.statement.readings ? readingsOf(record.statement.readings) : ''}
                    </td>
                    <td className="app-num fw-semibold">{formatUsd(record.amount)}</td>
                    <td className="app-num">{formatUsd(record.arrears)}</td>
                    <td className="app-num">{formatUsd(record.amountPaid)}</td>
                    <td className="app-num">{formatUsd(record.outstandingBalance)}</td>
                    <td className="app-num">{formatLbp(record.statement.lbp.totalDue)}</td>
                    <td className="small text-secondary">
                      {t.reasons[record.archiveReason] ?? record.archiveReason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
    </section>
  );
}

/** A metered month's readings as the server sent them, consumption beside. */
function readingsOf(readings: {
  previous: number;
  current: number;
  consumption: number;
  estimated?: boolean;
}): string {
  return t.readingsText(
    formatQuantity(readings.previous),
    // an estimated month says so.
    readingText(formatQuantity(readings.current), readings.estimated === true),
    formatQuantity(readings.consumption),
  );
}
