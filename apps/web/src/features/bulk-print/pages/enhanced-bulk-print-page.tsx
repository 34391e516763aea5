import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router-dom';
import { compareBoxes, sortForPrint } from '@kahraba/billing-domain';
import { paths } from '../../../config/route-paths';
import { PrintIcon } from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PrintedMonthSelect } from '../../../components/print-sheet';
import { billingSystemsQueryOptions, systemsInOrder } from '../../../lib/billing-systems';
import { notifyFailure } from '../../../lib/notify-failure';
import { openPrintWindow } from '../../../lib/print';
import { toggleMember } from '../../../lib/toggle-member';
import { useClosedMonthCandidates, usePrintCandidates } from '../api/get-print-candidates';
import { useCreatePrintSelection } from '../api/print-selections';
import { CandidateList } from '../components/candidate-list';
import { PrintFiltersCard } from '../components/print-filters-card';
import { QuickPreview } from '../components/quick-preview';
import { filterCandidates, type PrintFilters } from '../lib/print-filters';
import { customersPrintUrl, DEFAULT_PRINT_TYPE, selectionPrintUrl } from '../lib/print-window-url';
import { bulkPrintMessages as t } from '../messages';

/** docs/printing.md: nothing filtered out at first, so «تحديد الكل» chooses every customer. */
const INITIAL_FILTERS: PrintFilters = {
  boxes: new Set(),
  includePaid: true,
  includeUnpaid: true,
  minAmountText: '',
  maxAmountText: '',
};

/** Filter the customers of a type, choose them, glance at the first 12, print in a new window
 * (docs/printing.md#choosing-whom-to-print-the-enhanced-print). */
export function EnhancedBulkPrintPage() {
  const navigate = useNavigate();
  const systemsQuery = useQuery(billingSystemsQueryOptions());
  // Every billing system prints here, the generic list as any metered group (docs/metered-groups.md).
  const systems = useMemo(() => systemsInOrder(systemsQuery.data ?? []), [systemsQuery.data]);
  const [chosenType, setChosenType] = useState<string | null>(null);
  const type =
    chosenType ?? (systems.find((system) => system.id === DEFAULT_PRINT_TYPE) ?? systems[0])?.id ?? '';
  const [filters, setFilters] = useState<PrintFilters>(INITIAL_FILTERS);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  // docs/printing.md: '' prints the live month; a closed month prints from the monthly archive.
  const [closedMonth, setClosedMonth] = useState('');
  const liveCandidates = usePrintCandidates(closedMonth === '' ? type : '');
  const closedCandidates = useClosedMonthCandidates(type, closedMonth);
  const candidates = closedMonth === '' ? liveCandidates : closedCandidates;
  // A closed month's boxes are its own (a box emptied since still printed that month).
  const closedBoxes = useMemo(
    () =>
      closedMonth === ''
        ? undefined
        : [
            ...new Set(
              (closedCandidates.data ?? []).map(({ box }) => (box ?? '').trim()).filter((box) => box !== ''),
            ),
          ].sort(compareBoxes),
    [closedMonth, closedCandidates.data],
  );
  const createSelection = useCreatePrintSelection();

  // In print order (box, then customer number), as the invoices will come out.
  const matching = useMemo(
    () => sortForPrint(filterCandidates(candidates.data ?? [], filters)),
    [candidates.data, filters],
  );
  const selected = useMemo(
    () => matching.filter((candidate) => chosen.has(candidate.id)),
    [matching, chosen],
  );

  const changeType = (next: string) => {
    setChosenType(next);
    setClosedMonth('');
    setFilters((current) => ({ ...current, boxes: new Set() }));
    setChosen(new Set());
    setBlockedUrl(null);
  };
  // Another month lists other invoices: nothing stays chosen across the change.
  const changeMonth = (next: string) => {
    setClosedMonth(next);
    setChosen(new Set());
    setBlockedUrl(null);
  };
  const selectAll = () => setChosen((current) => new Set([...current, ...matching.map(({ id }) => id)]));
  const deselectAll = () =>
    setChosen((current) => {
      const next = new Set(current);
      for (const { id } of matching) next.delete(id);
      return next;
    });

  const print = async () => {
    if (selected.length === 0) return;
    setBlockedUrl(null);
    const ids = selected.map(({ id }) => id);
    let url = customersPrintUrl(type, ids, closedMonth);
    if (url === null) {
      try {
        const { id } = await createSelection.mutateAsync({ type, ids });
        url = selectionPrintUrl(type, id, closedMonth);
      } catch (error) {
        notifyFailure(error, t.selectionFailed);
        return;
      }
    }
    if (!openPrintWindow(url)) setBlockedUrl(url);
  };

  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.bulkPrint, label: t.backToEntry }}>
      {systemsQuery.isPending ? (
        <LoadingSpinner label={t.loadingCustomers} />
      ) : systemsQuery.isError ? (
        <Alert variant="danger">{t.systemsFailed}</Alert>
      ) : (
        <PrintFiltersCard
          systems={systems}
          type={type}
          onTypeChange={changeType}
          filters={filters}
          onFiltersChange={setFilters}
          boxesOffered={closedBoxes}
        >
          {type !== '' && (
            <PrintedMonthSelect
              type={type}
              value={closedMonth}
              onChange={changeMonth}
              controlId="print-month"
            />
          )}
        </PrintFiltersCard>
      )}

      <Card className="app-data-card mb-3">
        <Card.Body>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button size="sm" variant="outline-primary" onClick={selectAll} disabled={matching.length === 0}>
              {t.selectAll}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={deselectAll}
              disabled={selected.length === 0}
            >
              {t.deselectAll}
            </Button>
            {/* docs/printing.md: how many the filters leave out, so a narrowed list never passes for the whole */}
            <span className="small text-secondary" aria-live="polite">
              {t.matching(matching.length)} · {t.leftOut((candidates.data?.length ?? 0) - matching.length)} ·{' '}
              {t.selected(selected.length)} · {t.pages(Math.ceil(selected.length / 3))}
            </span>
            <Button
              variant="primary"
              className="app-icon-button ms-auto"
              onClick={() => void print()}
              disabled={selected.length === 0 || createSelection.isPending}
            >
              <PrintIcon size={18} />
              {createSelection.isPending ? t.preparing : t.print(selected.length)}
            </Button>
          </div>
          {blockedUrl && (
            <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 mt-3 mb-0">
              <span className="me-auto">{t.popupBlocked}</span>
              <Button variant="warning" onClick={() => navigate(blockedUrl)}>
                {t.printHere}
              </Button>
            </Alert>
          )}
        </Card.Body>
      </Card>

      <QuickPreview selected={selected} />

      <Card className="app-data-card mb-4">
        <Card.Body>
          <h2 className="app-section-title">{t.customers}</h2>
          {candidates.isLoading ? (
            <LoadingSpinner label={t.loadingCustomers} />
          ) : candidates.isError ? (
            <Alert variant="danger">{t.customersFailed}</Alert>
          ) : matching.length === 0 ? (
            <p className="text-secondary text-center my-3">{t.noMatches}</p>
          ) : (
            <CandidateList
              candidates={matching}
              chosen={chosen}
              onToggle={(id) => setChosen((current) => toggleMember(current, id))}
            />
          )}
        </Card.Body>
      </Card>
    </PageLayout>
  );
}
