import { BillingSystem } from '@kahraba/billing-domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '../../../config/route-paths';
import { KeyIcon } from '../../../components/icons';
import type { CellValue } from '../../../components/inline-edit-cell';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PasscodeLockScreen } from '../../../components/passcode-lock';
import { usePhoneLayout } from '../../../components/phone-layout';
import { SearchField } from '../../../components/search-field';
import { useTableSearch } from '../../../components/searchable-table-card';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/display-format';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { failureText } from '../../../lib/notify-failure';
import type { AmpereRecord } from '../../../types/ampere';
import { tableViewKeys, useTableView } from '../api/get-table-view';
import { useUpdateTableRecord, type TableEditableField } from '../api/update-record';
import { ChangePasscodeDialog } from '../components/change-passcode-dialog';
import { FilterPopover } from '../components/filter-popover';
import { MainTable } from '../components/main-table';
import { StatsPanels } from '../components/stats-panels';
import { filterRecords } from '../lib/filter-records';
import { tableViewMessages as t } from '../messages';

const NO_RECORDS: readonly AmpereRecord[] = [];
const NO_OPTIONS: readonly never[] = [];

/** The main ampere table (docs/screens.md#passcode-locked-screens): locked until the passcode is verified,
 * then open until the page is left. Only administrators change the passcode: the button is theirs alone. */
export function TableViewPage({ canChangePasscode = false }: { canChangePasscode?: boolean }) {
  const [unlocked, setUnlocked] = useState(false);
  const [relockNotice, setRelockNotice] = useState<string>();
  const [changingPasscode, setChangingPasscode] = useState(false);
  const queryClient = useQueryClient();

  // The server forgot the verification (session ended, passcode changed elsewhere): lock again.
  const relock = useCallback(() => {
    setUnlocked(false);
    setRelockNotice(t.relocked);
  }, []);

  return (
    <PageLayout
      title={t.title}
      subtitle={unlocked ? t.subtitle : undefined}
      titleActions={
        unlocked &&
        canChangePasscode && (
          <Button
            variant="outline-primary"
            className="app-icon-button"
            onClick={() => setChangingPasscode(true)}
          >
            <KeyIcon size={18} />
            {t.changePasscode}
          </Button>
        )
      }
      back={{ to: paths.ampere, label: t.backToAmpere }}
      width="fluid"
    >
      {!unlocked ? (
        <PasscodeLockScreen
          title={t.lockedTitle}
          text={t.lockedText}
          unlockLabel={t.unlock}
          notice={relockNotice}
          onUnlocked={() => {
            // Start from a clean slate: an earlier refusal must not lock the table again.
            queryClient.removeQueries({ queryKey: tableViewKeys.all });
            setRelockNotice(undefined);
            setUnlocked(true);
          }}
        />
      ) : (
        <UnlockedTable onForbidden={relock} />
      )}
      {canChangePasscode && (
        <ChangePasscodeDialog show={changingPasscode} onClose={() => setChangingPasscode(false)} />
      )}
    </PageLayout>
  );
}

/** The server searches (Arabic-aware); the box and ampere filters narrow what it sent. */
function UnlockedTable({ onForbidden }: { onForbidden: () => void }) {
  const search = useTableSearch();
  const view = useTableView(search.query);
  // Changes made elsewhere refresh the main table (docs/business-rules.md#live-updates).
  useLiveUpdates(BillingSystem.ampere.updatesGroup);
  const [boxes, setBoxes] = useState<ReadonlySet<string>>(new Set());
  const [amperes, setAmperes] = useState<ReadonlySet<number>>(new Set());
  const records = view.data?.records ?? NO_RECORDS;
  const shown = useMemo(() => filterRecords(records, { boxes, amperes }), [records, boxes, amperes]);
  const filtering = search.searching || boxes.size > 0 || amperes.size > 0;
  const { mutateAsync: patch } = useUpdateTableRecord();
  const phone = usePhoneLayout();

  const forbidden = view.error instanceof ApiError && view.error.status === 403;
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  const save = useCallback(
    // true once saved; false keeps the cell in edit mode with what was typed.
    async (record: AmpereRecord, field: TableEditableField, value: CellValue): Promise<boolean> => {
      if (field === 'name' && String(value).trim() === '') {
        toast({ variant: 'destructive', title: t.updateFailed, description: t.nameRequired });
        return false;
      }
      const text = typeof value === 'string' ? value.trim() : value;
      const changes =
        field === 'ampere'
          ? { ampere: Number(value) }
          : { [field]: (field === 'box' || field === 'address') && text === '' ? null : text };
      return patch({ id: record.id, changes }).then(
        () => true,
        () => false,
      );
    },
    [patch],
  );

  const stats = view.data && <StatsPanels panels={view.data.panels} />;
  const searchBar = (
    <Card.Body className="d-flex flex-wrap align-items-center gap-2">
      <SearchField
        value={search.text}
        onChange={search.setText}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        status={
          view.isFetching && !view.isPending ? (
            <Spinner animation="border" size="sm" variant="secondary" aria-hidden="true" />
          ) : undefined
        }
      />
      <FilterPopover
        id="filter-box"
        title={t.filterByBox}
        buttonLabel={t.boxFilter(boxes.size)}
        options={view.data?.boxOptions ?? NO_OPTIONS}
        labelOf={(box) => box || t.noBox}
        selected={boxes}
        onChange={setBoxes}
      />
      <FilterPopover
        id="filter-ampere"
        title={t.filterByAmpere}
        buttonLabel={t.ampereFilter(amperes.size)}
        options={view.data?.ampereOptions ?? NO_OPTIONS}
        labelOf={(ampere) => t.ampereValue(formatQuantity(ampere))}
        selected={amperes}
        onChange={setAmperes}
      />
      {filtering && (
        <Button
          size="sm"
          variant="link"
          onClick={() => {
            search.setText('');
            setBoxes(new Set());
            setAmperes(new Set());
          }}
        >
          {t.clearFilters}
        </Button>
      )}
      {view.data && (
        <span className="ms-auto text-secondary small" aria-live="polite">
          {t.shown(shown.length, records.length)}
        </span>
      )}
    </Card.Body>
  );
  const table = view.isPending ? (
    <LoadingSpinner label={t.loading} />
  ) : view.isError && !view.data ? (
    <LoadFailedAlert className="m-3" onRetry={view.refetch}>
      {t.loadFailed}: {failureText(view.error, view.error.message)}
    </LoadFailedAlert>
  ) : (
    <MainTable records={shown} emptyText={filtering ? t.noMatches : t.empty} onSave={save} />
  );

  // On a phone the search comes first, then the group figures, then the customers. The table keeps its
  // place either way, so a cell being edited keeps what was typed (docs/screens.md#the-customers-screens).
  return (
    <>
      {phone && <Card className="app-data-card mb-4">{searchBar}</Card>}
      {stats}
      <Card className="app-data-card">
        {!phone && searchBar}
        {table}
      </Card>
    </>
  );
}
