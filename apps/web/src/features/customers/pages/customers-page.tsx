import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useConfirm } from '../../../components/confirm-dialog';
import { PlusIcon } from '../../../components/icons';
import { PageLayout, type PageLayoutProps } from '../../../components/page-layout';
import { usePaymentDialogs } from '../../payments';
import { usePhoneLayout } from '../../../components/phone-layout';
import {
  SearchableTableCard,
  useTableSearch,
  type SearchableTableTexts,
} from '../../../components/searchable-table-card';
import { formatCustomerNumber } from '../../../lib/display-format';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import type { AmpereSort } from '../../../types/ampere';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';
import { useMarkKwhCustomerPaid } from '../api/mark-kwh-customer-paid';
import { useMayCutOff } from '../api/get-cut-off-settings';
import { CutOffDialog } from '../components/cut-off-dialog';
import type { CustomerListKind, ListedCustomer } from '../components/customer-kinds';
import type { CustomerActions } from '../components/customer-row';
import { CustomersTable, type CustomersTableProps } from '../components/customers-table';
import { JustAddedContext, useJustAdded } from '../components/just-added';
import '../components/customers.css';
import { kwhMessages } from '../messages';

export interface CustomersPageProps<T extends ListedCustomer> {
  system: { id: string; updatesGroup: string };
  kind: CustomerListKind<T>;
  /** The flat system's order; a metered group's list comes in its stored order. */
  sort?: AmpereSort;
  frame: Omit<PageLayoutProps, 'children' | 'width'>;
  texts: SearchableTableTexts & { noResults: string };
  /** What an empty list says when no search filters it. */
  empty: ReactNode;
  /** Asks before a delete, with this title; without it a delete goes straight to the archive
   * (restorable). */
  deleteTitle?: string;
  /** Metered groups mark a customer paid in full. */
  markPaid?: boolean;
  onSave?: CustomersTableProps<T>['onSave'];
  /** The tools: a bar above the list on a desk, a menu beside the search on a phone. */
  tools?: (layout: 'bar' | 'menu', searching: boolean) => ReactNode;
  /** The phone's add button (on a desk the add form or the tools offer it). */
  add?: { onClick: () => void; variant: string; label: string };
  /** What comes above the list (after the tools on a desk). */
  above?: (rows: readonly T[], phone: boolean) => ReactNode;
  /** What follows the list: the dialogs of the page, given the customer being edited. */
  children: (page: {
    rows: readonly T[];
    phone: boolean;
    editing: T | null;
    stopEditing: () => void;
  }) => ReactNode;
}

/** The customers of one billing system, whatever its tariff kind (docs/screens.md#the-customers-screens):
 * live updates, the search, the list as its kind shows it, edit, delete, payments. On a phone: the
 * search first, the tools in one menu, the customers as cards. The pages only name the system and what
 * their kind adds. */
export function CustomersPage<T extends ListedCustomer>({
  system,
  kind,
  sort,
  frame,
  texts,
  empty,
  deleteTitle,
  markPaid,
  onSave,
  tools,
  add,
  above,
  children,
}: CustomersPageProps<T>) {
  // A change made elsewhere (another operator, the CLI) refreshes the list
  // (docs/business-rules.md#live-updates).
  useLiveUpdates(system.updatesGroup);
  const search = useTableSearch();
  const customers = useCustomers(system.id, search.query, sort, kind.rowsOf);
  const [editing, setEditing] = useState<T | null>(null);
  const phone = usePhoneLayout();
  const confirm = useConfirm();
  const { mutate: remove } = useDeleteCustomer(system.id);
  const { mutate: markCustomerPaid } = useMarkKwhCustomerPaid(system.id);
  const payments = usePaymentDialogs(system.id);
  const mayCutOff = useMayCutOff();
  const [cutting, setCutting] = useState<T | null>(null);

  const askDelete = useCallback(
    async (customer: T) => {
      const confirmed =
        !deleteTitle ||
        (await confirm({
          title: deleteTitle,
          message: kwhMessages.deleteText(customer.name, formatCustomerNumber(customer.customerNumber)),
          confirmLabel: kwhMessages.deleteConfirm,
          variant: 'danger',
        }));
      if (confirmed) remove(customer.id);
    },
    [confirm, deleteTitle, remove],
  );
  const actions = useMemo<CustomerActions<T>>(
    () => ({
      edit: setEditing,
      remove: askDelete,
      markPaid: markPaid ? (customer) => markCustomerPaid(customer.id) : undefined,
      takePayment: payments.take,
      showPayments: payments.showHistory,
      cutOff: mayCutOff ? setCutting : undefined,
    }),
    [askDelete, markPaid, markCustomerPaid, payments.take, payments.showHistory, mayCutOff],
  );

  const rows = customers.data ?? [];
  const justAdded = useJustAdded(system.id, rows);
  return (
    <JustAddedContext.Provider value={justAdded.tell}>
      <PageLayout {...frame} width="fluid">
        {!phone && tools?.('bar', search.searching)}
        {above?.(rows, phone)}
        <SearchableTableCard
          search={search}
          records={customers}
          texts={texts}
          showRefreshing
          actions={
            phone &&
            (add || tools) && (
              <>
                {add && (
                  <Button variant={add.variant} className="app-icon-button" onClick={add.onClick}>
                    <PlusIcon size={18} />
                    {add.label}
                  </Button>
                )}
                {tools?.('menu', search.searching)}
              </>
            )
          }
        >
          <CustomersTable
            kind={kind}
            customers={rows}
            emptyText={search.searching ? texts.noResults : empty}
            actions={actions}
            onSave={onSave}
            justAdded={justAdded.id}
          />
        </SearchableTableCard>
        {payments.dialogs}
        <CutOffDialog system={system.id} customer={cutting} onClose={() => setCutting(null)} />
        {children({ rows, phone, editing, stopEditing: () => setEditing(null) })}
      </PageLayout>
    </JustAddedContext.Provider>
  );
}
