import { BillingSystem } from '@kahraba/billing-domain';
import { useCallback } from 'react';
import { paths } from '../../../config/route-paths';
import { PageLayout } from '../../../components/page-layout';
import { SearchableTableCard, useTableSearch } from '../../../components/searchable-table-card';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import type { ArchivedAmpereRecord } from '../../../types/ampere';
import { useArchivedRecords } from '../api/get-archived-records';
import { useRestoreArchivedRecord } from '../api/restore-archived-record';
import { ArchivedTable } from '../components/archived-table';
import { archiveMessages as t } from '../messages';

/** The archive of deleted ampere records. */
export function ArchivedPage() {
  const search = useTableSearch();
  const records = useArchivedRecords(search.query);
  // A delete made elsewhere shows up here at once (docs/business-rules.md#live-updates).
  useLiveUpdates(BillingSystem.ampere.updatesGroup);
  const restore = useRestoreArchivedRecord();
  const rows = records.data ?? [];
  const { mutate: restoreRecord } = restore;
  const onRestore = useCallback((record: ArchivedAmpereRecord) => restoreRecord(record.id), [restoreRecord]);

  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.ampere, label: t.backToAmpere }}
      width="fluid"
    >
      <SearchableTableCard search={search} records={records} texts={t}>
        <ArchivedTable
          records={rows}
          emptyText={search.searching ? t.noResults : t.empty}
          restoringId={restore.isPending ? (restore.variables ?? null) : null}
          onRestore={onRestore}
        />
      </SearchableTableCard>
    </PageLayout>
  );
}
