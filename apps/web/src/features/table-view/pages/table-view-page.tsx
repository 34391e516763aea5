import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { paths } from '../../../app/paths';
import { KeyIcon } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/display-format';
import { queryRoots } from '../../../lib/query-keys';
import { failureText } from '../../../lib/notify-failure';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { AmpereRecord } from '../../../types/ampere';
import { useTableView } from '../api/get-table-view';
import { useUpdateTableRecord, type TableEditableField } from '../api/update-record';
import { ChangePasscodeDialog } from '../components/change-passcode-dialog';
import { FilterPopover } from '../components/filter-popover';
import { LockScreen } from '../components/lock-screen';
import { MainTable } from '../components/main-table';
import { StatsPanels } from '../components/stats-panels';
import { filterOptions, filterRecords } from '../lib/filter-records';
import { tableViewMessages as t } from '../messages';

const SEARCH_DELAY_MS = 200;

/** The main ampere table (spec 000 §2.10): locked until the passcode is verified, then open until the
 * page is left. */
export function TableViewPage({ headerActions }: { headerActions?: ReactNode }) {
  const [unlocked, setUnlocked] = useState(false);
  const [relockNotice, setRelockNotice] = useState<string>();
  const [changingPasscode, setChangingPasscode] = useState(false);
  const view = useTableView({ enabled: unlocked });
  const queryClient = useQueryClient();

  // The server forgot the verification (session ended, passcode changed elsewhere): lock again.
  const forbidden = view.error instanceof ApiError && view.error.status === 403;
  useEffect(() => {
    if (unlocked && forbidden) {
      setUnlocked(false);
      setRelockNotice(t.relocked);
    }
  }, [unlocked, forbidden]);

  return (
    <PageLayout
      title={t.title}
      subtitle={unlocked ? t.subtitle : undefined}
      headerActions={headerActions}
      titleActions={
        unlocked && (
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
        <LockScreen
          notice={relockNotice}
          onUnlocked={() => {
            // Start from a clean slate: an earlier refusal must not lock the table again.
            queryClient.removeQueries({ queryKey: queryRoots.tableView });
            setRelockNotice(undefined);
            setUnlocked(true);
          }}
        />
      ) : view.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : view.isError && !view.data ? (
        <LoadFailedAlert onRetry={view.refetch}>
          {t.loadFailed}: {failureText(view.error, view.error.message)}
        </LoadFailedAlert>
      ) : (
        <UnlockedTable records={view.data.records} panels={<StatsPanels panels={view.data.panels} />} />
      )}
      <ChangePasscodeDialog show={changingPasscode} onClose={() => setChangingPasscode(false)} />
    </PageLayout>
  );
}

function UnlockedTable({ records, panels }: { records: readonly AmpereRecord[]; panels: ReactNode }) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [boxes, setBoxes] = useState<ReadonlySet<string>>(new Set());
  const [amperes, setAmperes] = useState<ReadonlySet<number>>(new Set());
  const options = useMemo(() => filterOptions(records), [records]);
  const shown = useMemo(
    () => filterRecords(records, { search: settledSearch, boxes, amperes }),
    [records, settledSearch, boxes, amperes],
  );
  const filtering = settledSearch.trim() !== '' || boxes.size > 0 || amperes.size > 0;
  const { mutate: patch } = useUpdateTableRecord();

  const save = useCallback(
    (record: AmpereRecord, field: TableEditableField, value: string | number) => {
      if (field === 'name' && String(value).trim() === '') {
        toast({ variant: 'destructive', title: t.updateFailed, description: t.nameRequired });
        return;
      }
      const text = typeof value === 'string' ? value.trim() : value;
      const changes =
        field === 'ampere'
          ? { ampere: Number(value) }
          : { [field]: (field === 'box' || field === 'address') && text === '' ? null : text };
      patch({ id: record.id, changes });
    },
    [patch],
  );

  return (
    <>
      {panels}
      <Card className="app-data-card">
        <Card.Body className="d-flex flex-wrap align-items-center gap-2">
          <SearchField
            value={search}
            onChange={setSearch}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
          />
          <FilterPopover
            id="filter-box"
            title={t.filterByBox}
            buttonLabel={t.boxFilter(boxes.size)}
            options={options.boxes}
            labelOf={(box) => box || t.noBox}
            selected={boxes}
            onChange={setBoxes}
          />
          <FilterPopover
            id="filter-ampere"
            title={t.filterByAmpere}
            buttonLabel={t.ampereFilter(amperes.size)}
            options={options.amperes}
            labelOf={(ampere) => t.ampereValue(formatQuantity(ampere))}
            selected={amperes}
            onChange={setAmperes}
          />
          {filtering && (
            <Button
              size="sm"
              variant="link"
              onClick={() => {
                setSearch('');
                setBoxes(new Set());
                setAmperes(new Set());
              }}
            >
              {t.clearFilters}
            </Button>
          )}
          <span className="ms-auto text-secondary small" aria-live="polite">
            {t.shown(shown.length, records.length)}
          </span>
        </Card.Body>
        <MainTable records={shown} emptyText={filtering ? t.noMatches : t.empty} onSave={save} />
      </Card>
    </>
  );
}
