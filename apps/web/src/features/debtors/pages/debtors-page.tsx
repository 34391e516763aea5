import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { DebtAgeTotals } from '../../../components/debt-ages';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { billingSystemsQueryOptions } from '../../../lib/billing-systems';
import { failureText } from '../../../lib/notify-failure';
import { toggleMember } from '../../../lib/toggle-member';
import { CutOffButton, CutOffDialog, useMayCutOff, type CutOffSubject } from '../../customers';
import {
  DEBTORS_KEY,
  debtorKey,
  debtorsDownloadUrl,
  useDebtors,
  type Debtor,
  type Debtors,
  type DebtorsFilters as Filters,
} from '../api/get-debtors';
import { useStartReminderRun, type ReminderRun } from '../api/reminder-runs';
import { DebtorsFilters } from '../components/debtors-filters';
import { DebtorsList } from '../components/debtors-list';
import { DebtorsPrint } from '../components/debtors-print';
import { ReminderRunWalk } from '../components/reminder-run-walk';
import { debtorsMessages as t } from '../messages';

/** How many days back a run skips the reminded: the choices offered. */
const SKIP_DAYS = [0, 3, 7, 14, 30];

function filtersOf(params: URLSearchParams): Filters {
  const read = (name: string) => params.get(name)?.trim() || undefined;
  return { system: read('system'), box: read('box'), minMonths: read('minMonths') };
}

/**
 * /debtors (docs/debtors.md#the-page): who owes and since when, the totals by age, the downloads and
 * the print box by box, and the reminder run over the customers chosen. The filters live in the address.
 */
export function DebtorsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const debtors = useDebtors(filters);
  const systems = useQuery(billingSystemsQueryOptions());
  const show = (next: Filters) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) query.set(name, value);
    setParams(query, { replace: true });
  };
  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      width="fluid"
    >
      <DebtorsFilters key={params.toString()} filters={filters} systems={systems.data ?? []} onShow={show} />
      {debtors.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : debtors.isError ? (
        <LoadFailedAlert onRetry={debtors.refetch}>
          {failureText(debtors.error, t.loadFailed) ?? t.loadFailed}
        </LoadFailedAlert>
      ) : (
        <DebtorsView debtors={debtors.data} filters={filters} />
      )}
    </PageLayout>
  );
}

/** The cut-off list's row as the cut-off dialog takes a customer (docs/debtors.md#the-cut-off-list). */
const subjectOf = (debtor: Debtor): CutOffSubject => ({
  id: debtor.customerId,
  name: debtor.name,
  cutOff: debtor.cutOff,
});

function DebtorsView({ debtors, filters }: { debtors: Debtors; filters: Filters }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [skipDays, setSkipDays] = useState(7);
  const [run, setRun] = useState<ReminderRun | null>(null);
  const [cutting, setCutting] = useState<{ system: string; customer: CutOffSubject } | null>(null);
  const mayCutOff = useMayCutOff();
  const queryClient = useQueryClient();
  const start = useStartReminderRun();
  const visible = debtors.rows.filter((debtor) => chosen.has(debtorKey(debtor)));
  const startRun = () =>
    start.mutate(
      {
        customers: visible.map(({ system, customerId }) => ({ system, customerId })),
        skipRemindedWithinDays: skipDays,
      },
      { onSuccess: setRun },
    );
  return (
    <>
      <section aria-labelledby="debtors-totals" className="mb-4 d-print-none">
        <h2 id="debtors-totals" className="app-section-title">
          {t.totalsHeading}
        </h2>
        <DebtAgeTotals totals={debtors.totals} />
      </section>
      {run && <ReminderRunWalk key={run.id} run={run} onClose={() => setRun(null)} />}
      <section aria-labelledby="debtors-list" className="d-print-none">
        <h2 id="debtors-list" className="app-section-title">
          {t.listHeading}
        </h2>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <a
            className="btn btn-outline-success app-touch-button"
            href={debtorsDownloadUrl(filters, 'csv')}
            download
          >
            {t.downloadCsv}
          </a>
          <a
            className="btn btn-outline-success app-touch-button"
            href={debtorsDownloadUrl(filters, 'xlsx')}
            download
          >
            {t.downloadXlsx}
          </a>
          <Button
            variant="outline-primary"
            onClick={() => window.print()}
            disabled={debtors.rows.length === 0}
          >
            {t.print}
          </Button>
        </div>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <Button
            variant="outline-secondary"
            onClick={() => setChosen(new Set(debtors.rows.map(debtorKey)))}
            disabled={debtors.rows.length === 0}
          >
            {t.selectAll}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => setChosen(new Set())}
            disabled={chosen.size === 0}
          >
            {t.clearSelection}
          </Button>
          <span className="small" aria-live="polite">
            {t.chosen(visible.length)}
          </span>
          <Form.Group controlId="debtors-skip-days">
            <Form.Label className="small mb-1">{t.skipWithin}</Form.Label>
            <Form.Select
              value={String(skipDays)}
              onChange={(event) =>
                setSkipDays(SKIP_DAYS.find((days) => String(days) === event.target.value) ?? skipDays)
              }
            >
              {SKIP_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {t.days(days)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button variant="success" onClick={startRun} disabled={visible.length === 0 || start.isPending}>
            {start.isPending ? t.runStarting : t.startRun}
          </Button>
        </div>
        {start.isError && (
          <Alert variant="danger">{failureText(start.error, t.runFailed) ?? t.runFailed}</Alert>
        )}
        <DebtorsList
          debtors={debtors.rows}
          chosen={chosen}
          onToggle={(debtor) => setChosen((current) => toggleMember(current, debtorKey(debtor)))}
          action={
            mayCutOff
              ? (debtor) => (
                  <CutOffButton
                    customer={subjectOf(debtor)}
                    onClick={(customer) => setCutting({ system: debtor.system, customer })}
                  />
                )
              : undefined
          }
        />
      </section>
      <CutOffDialog
        system={cutting?.system ?? ''}
        customer={cutting?.customer ?? null}
        onClose={() => setCutting(null)}
        onSettled={() => void queryClient.invalidateQueries({ queryKey: [DEBTORS_KEY] })}
      />
      <DebtorsPrint debtors={debtors.rows} boxes={debtors.boxes} />
    </>
  );
}
