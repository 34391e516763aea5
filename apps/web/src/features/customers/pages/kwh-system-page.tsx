import { useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { ArchiveIcon, PlusIcon, PrintIcon, TransferIcon } from '../../../components/icons';
import { PageLayout } from '../../../components/page-layout';
import { usePaymentDialogs } from '../../../components/payments';
import { usePhoneLayout } from '../../../components/phone-layout';
import { SearchableTableCard, useTableSearch } from '../../../components/searchable-table-card';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import type { BillingSystem, KwhCustomer } from '../../../types/kwh';
import { useDeleteKwhCustomer } from '../api/delete-kwh-customer';
import { useKwhCustomers } from '../api/get-kwh-customers';
import { useKwhSummary } from '../api/get-kwh-summary';
import { useMarkKwhCustomerPaid } from '../api/mark-kwh-customer-paid';
import type { KwhCustomerActions } from '../components/kwh-customer-actions';
import { ChangePricesDialog } from '../components/change-prices-dialog';
import { ColumnPasteDialog } from '../components/column-paste-dialog';
import { CustomerDialog } from '../components/customer-dialog';
import { ImportDialog } from '../components/import-dialog';
import { KwhCopyButtons } from '../components/kwh-copy-buttons';
import { KwhCustomersTable } from '../components/kwh-customers-table';
import { KwhSummaryCards } from '../components/kwh-summary-cards';
import { KwhToolsBar, type KwhDialog } from '../components/kwh-tools-bar';
import { meteredKind } from '../components/tariff-kinds';
import { kwhBulkPrintPath, kwhInvoicePath } from '../lib/kwh-paths';
import { kwhMessages as t } from '../kwh-messages';

export interface KwhSystemPageProps {
  system: BillingSystem;
  headerActions?: ReactNode;
}

/** The screen of a metered group, /mahmoud-kwh, /baydawi-kwh and any group added as data (spec 001
 * §2.3): one page, parameterised by the system. On a phone: the search first, the tools in one menu,
 * the customers as cards. */
export function KwhSystemPage({ system, headerActions }: KwhSystemPageProps) {
  const id = system.id;
  // issue 8 §3: another operator's change (or the CLI's) refetches this group's lists.
  useLiveUpdates(system.updatesGroup);
  const search = useTableSearch();
  const customers = useKwhCustomers(id, search.query);
  // The summary is of the whole group, whatever the search shows, computed by the server.
  const summary = useKwhSummary(id);
  const [dialog, setDialog] = useState<KwhDialog | null>(null);
  const [editing, setEditing] = useState<KwhCustomer | null>(null);
  const phone = usePhoneLayout();
  const { mutate: remove } = useDeleteKwhCustomer(id);
  const { mutate: markPaid } = useMarkKwhCustomerPaid(id);
  const payments = usePaymentDialogs(id);

  const actions = useMemo<KwhCustomerActions>(
    () => ({
      edit: setEditing,
      // spec 001 §2.3: delete without confirmation (the customer goes to the archive, restorable).
      remove: (customer) => remove(customer.id),
      markPaid: (customer) => markPaid(customer.id),
      invoiceHref: (customer) => kwhInvoicePath(id, customer.id),
      takePayment: payments.take,
      showPayments: payments.showHistory,
    }),
    [id, remove, markPaid, payments.take, payments.showHistory],
  );

  const rows = customers.data ?? [];
  const close = () => setDialog(null);
  const empty = search.searching ? (
    t.noResults
  ) : (
    <>
      <span className="d-block fw-semibold mb-1">{t.emptyTitle}</span>
      <span className="text-secondary">{t.emptyHint}</span>
    </>
  );

  return (
    <PageLayout
      title={system.arabicName}
      subtitle={t.systemSubtitle}
      headerActions={headerActions}
      back={{ to: paths.kwhHome, label: t.kwhHomeLink }}
      width="fluid"
      footer={
        <nav className="d-flex flex-wrap justify-content-center gap-2 px-3" aria-label={t.footerLinks}>
          <ButtonLink size="sm" variant="light" to={paths.kwhArchived}>
            <ArchiveIcon size={16} />
            {t.archivedLink}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={paths.readingExportImport}>
            <TransferIcon size={16} />
            {t.readingsLink}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={kwhBulkPrintPath(id)}>
            <PrintIcon size={16} />
            {t.bulkPrintLink}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={paths.kwhPrintableTable}>
            <PrintIcon size={16} />
            {t.printableTable}
          </ButtonLink>
        </nav>
      }
    >
      {!phone && <KwhToolsBar system={id} onOpen={setDialog} searching={search.searching} />}
      <KwhSummaryCards summary={summary.data} />
      {!phone && <KwhCopyButtons customers={rows} />}

      <SearchableTableCard
        search={search}
        records={customers}
        texts={t}
        showRefreshing
        actions={
          phone && (
            <>
              <Button variant="success" className="app-icon-button" onClick={() => setDialog('add')}>
                <PlusIcon size={18} />
                {t.addCustomer}
              </Button>
              <KwhToolsBar system={id} onOpen={setDialog} searching={search.searching} layout="menu" />
            </>
          )
        }
      >
        <KwhCustomersTable customers={rows} emptyText={empty} actions={actions} />
      </SearchableTableCard>
      {phone && (
        <div className="mt-4">
          <KwhCopyButtons customers={rows} />
        </div>
      )}

      {dialog === 'add' && <CustomerDialog system={id} kind={meteredKind} onClose={close} />}
      {dialog === 'import' && <ImportDialog system={id} kind={meteredKind} onClose={close} />}
      {dialog === 'paste' && <ColumnPasteDialog system={id} kind={meteredKind} onClose={close} />}
      {dialog === 'prices' && <ChangePricesDialog system={id} kind={meteredKind} onClose={close} />}
      {payments.dialogs}
      {editing && (
        <CustomerDialog system={id} kind={meteredKind} customer={editing} onClose={() => setEditing(null)} />
      )}
    </PageLayout>
  );
}
