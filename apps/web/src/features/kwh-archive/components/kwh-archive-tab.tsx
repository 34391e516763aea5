import { useCallback } from 'react';
import { SearchableTableCard, type TableSearch } from '../../../components/searchable-table-card';
import type { BillingSystem } from '../../../lib/billing-systems';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { useArchivedKwhCustomers, type ArchivedKwhCustomer } from '../api/get-archived-kwh-customers';
import { useRestoreArchivedKwhCustomer } from '../api/restore-archived-kwh-customer';
import { kwhArchiveMessages as t } from '../messages';
import { KwhArchivedTable } from './kwh-archived-table';

/** The deleted customers of one group, searched on the server, each with a restore button; a delete
 * made elsewhere shows up (the group's live updates). */
export function KwhArchiveTab({ system, search }: { system: BillingSystem; search: TableSearch }) {
  useLiveUpdates(system.updatesGroup);
  const customers = useArchivedKwhCustomers(system.id, search.query);
  const restore = useRestoreArchivedKwhCustomer(system.id);
  const { mutate } = restore;
  const onRestore = useCallback((customer: ArchivedKwhCustomer) => mutate(customer.id), [mutate]);
  return (
    <SearchableTableCard search={search} records={customers} texts={t}>
      <KwhArchivedTable
        label={t.table(system.arabicName)}
        customers={customers.data ?? []}
        emptyText={search.searching ? t.noResults : t.empty}
        restoringId={restore.isPending ? (restore.variables ?? null) : null}
        onRestore={onRestore}
      />
    </SearchableTableCard>
  );
}
