import { useCallback, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ArchivedAmpereRecord } from '../../../types/ampere';
import { useArchivedRecords } from '../api/get-archived-records';
import { useRestoreArchivedRecord } from '../api/restore-archived-record';
import { ArchivedTable } from '../components/archived-table';
import { archiveMessages as t } from '../messages';

const SEARCH_DELAY_MS = 250;

/** The archive of deleted ampere records (spec 000 §2.9). */
export function ArchivedPage({ headerActions }: { headerActions?: ReactNode }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const records = useArchivedRecords(query);
  const restore = useRestoreArchivedRecord();
  const rows = records.data ?? [];
  const searching = query !== '';
  const { mutate: restoreRecord } = restore;
  const onRestore = useCallback((record: ArchivedAmpereRecord) => restoreRecord(record.id), [restoreRecord]);

  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      headerActions={headerActions}
      titleActions={
        <ButtonLink to={paths.ampere} variant="outline-secondary">
          {t.backToAmpere}
        </ButtonLink>
      }
      width="fluid"
    >
      <Card className="app-data-card">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <SearchField
            value={search}
            onChange={setSearch}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            resultCount={searching ? rows.length : undefined}
          />
          {!searching && records.isSuccess && (
            <span className="ms-auto text-secondary small">{t.count(rows.length)}</span>
          )}
        </Card.Body>
        {records.isPending ? (
          <LoadingSpinner />
        ) : records.isError && !records.data ? (
          <Alert variant="danger" className="m-3 d-flex align-items-center gap-3">
            <span className="flex-grow-1">{t.loadFailed}</span>
            <Button size="sm" variant="outline-danger" onClick={() => records.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : (
          <ArchivedTable
            records={rows}
            emptyText={searching ? t.noResults : t.empty}
            restoringId={restore.isPending ? (restore.variables ?? null) : null}
            onRestore={onRestore}
          />
        )}
      </Card>
    </PageLayout>
  );
}
