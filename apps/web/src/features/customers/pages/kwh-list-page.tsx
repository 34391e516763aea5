import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { BillingSystem } from '@kahraba/billing-domain';
import { useConfirm } from '../../../components/confirm-dialog';
import { PageLayout } from '../../../components/page-layout';
import { usePaymentDialogs } from '../../../components/payments';
import { SearchableTableCard, useTableSearch } from '../../../components/searchable-table-card';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { formatCustomerNumber } from '../../../lib/display-format';
import type { KwhCustomer } from '../../../types/kwh';
import { useDeleteKwhCustomer } from '../api/delete-kwh-customer';
import { useKwhCustomers } from '../api/get-kwh-customers';
import { AddCustomerForm } from '../components/add-customer-form';
import { CustomerDialog } from '../components/customer-dialog';
import { KwhListTable, type KwhListActions } from '../components/kwh-list-table';
import { kwhMessages as t } from '../kwh-messages';
import { meteredKind } from '../components/tariff-kinds';

/** spec 001 §2.2: the generic list's form: name, box, ampere (whole), previous, current, price, address;
 * its edit adds the amount paid. */
const EDIT_NUMBERS = [...meteredKind.addNumbers, 'amountPaid'] as const;

/** The generic kWh customers, /kwh (spec 001 §2.2): search, the add form with its price per kWh
 * (default 1), the table with a copy button per column, edit and delete. */
export function KwhListPage({ headerActions }: { headerActions?: ReactNode }) {
  const system = BillingSystem.kwh.id;
  useLiveUpdates(BillingSystem.kwh.updatesGroup);
  const search = useTableSearch();
  const customers = useKwhCustomers(system, search.query);
  const [editing, setEditing] = useState<KwhCustomer | null>(null);
  const confirm = useConfirm();
  const { mutate: remove } = useDeleteKwhCustomer(system);

  const askDelete = useCallback(
    async (customer: KwhCustomer) => {
      const confirmed = await confirm({
        title: t.deleteTitle,
        message: t.deleteText(customer.name, formatCustomerNumber(customer.customerNumber)),
        confirmLabel: t.deleteConfirm,
        variant: 'danger',
      });
      if (confirmed) remove(customer.id);
    },
    [confirm, remove],
  );
  const payments = usePaymentDialogs(system);
  const actions = useMemo<KwhListActions>(
    () => ({
      edit: setEditing,
      remove: askDelete,
      takePayment: payments.take,
      showPayments: payments.showHistory,
    }),
    [askDelete, payments.take, payments.showHistory],
  );

  return (
    <PageLayout
      title={t.genericTitle}
      subtitle={t.genericSubtitle}
      headerActions={headerActions}
      back={{ to: paths.home, label: t.back }}
      width="fluid"
    >
      <AddCustomerForm system={system} kind={meteredKind} integerAmpere />
      <SearchableTableCard search={search} records={customers} texts={t} showRefreshing>
        <KwhListTable
          customers={customers.data ?? []}
          emptyText={search.searching ? t.noResults : t.noCustomers}
          actions={actions}
        />
      </SearchableTableCard>
      {payments.dialogs}
      {editing && (
        <CustomerDialog
          system={system}
          kind={meteredKind}
          customer={editing}
          numbers={EDIT_NUMBERS}
          integerAmpere
          onClose={() => setEditing(null)}
        />
      )}
    </PageLayout>
  );
}
