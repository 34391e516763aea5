import { BillingSystem } from '@kahraba/billing-domain';
import { useCallback, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useConfirm } from '../../../components/confirm-dialog';
import { DialogHeader } from '../../../components/dialog';
import { PlusIcon } from '../../../components/icons';
import { PageLayout } from '../../../components/page-layout';
import { usePaymentDialogs } from '../../../components/payments';
import { usePhoneLayout } from '../../../components/phone-layout';
import { SearchableTableCard, useTableSearch } from '../../../components/searchable-table-card';
import { reloadPage } from '../../../lib/browser-location';
import { formatCustomerNumber } from '../../../lib/display-format';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { formatUsd } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import { useDeleteAmpereRecord } from '../api/delete-ampere-record';
import { useAmpereRecords } from '../api/get-ampere-records';
import { useAmperePricing } from '../api/get-pricing';
import { AddCustomerForm } from '../components/add-customer-form';
import { ChangePricesDialog } from '../components/change-prices-dialog';
import { ColumnPasteDialog } from '../components/column-paste-dialog';
import { CustomerDialog } from '../components/customer-dialog';
import { ImportDialog } from '../components/import-dialog';
import { PrintBoxesDialog } from '../components/print-boxes-dialog';
import { flatKind } from '../components/tariff-kinds';
import { RecordsTable } from '../components/records-table';
import { ToolsBar, type AmpereDialog } from '../components/tools-bar';
import { useSaveRecordCell } from '../components/use-save-record-cell';
import { RELOAD_AFTER_CREATE_MS, readSortByBox, sortOf, writeSortByBox } from '../lib/sort-preference';
import { ampereMessages as t } from '../ampere-messages';

export interface AmperePageProps {
  /** spec 000 §2.5: the ampere screen greets with the user's email. */
  email: string;
  logoutAction?: ReactNode;
}

/** The ampere system screen (spec 000 §2.5). On a phone: the search first, the tools in one menu, the
 * add form in a dialog and the records as cards. */
export function AmperePage({ email, logoutAction }: AmperePageProps) {
  const [sortByBox] = useState(readSortByBox);
  const sort = sortOf(sortByBox);
  const search = useTableSearch();
  const records = useAmpereRecords(sort, search.query);
  // A change made elsewhere (another operator, the CLI) refreshes the list (issue 8 §3).
  useLiveUpdates(BillingSystem.ampere.updatesGroup);
  const pricing = useAmperePricing();
  const [dialog, setDialog] = useState<AmpereDialog | null>(null);
  const [editing, setEditing] = useState<AmpereRecord | null>(null);
  const confirm = useConfirm();
  const remove = useDeleteAmpereRecord();
  const phone = usePhoneLayout();
  const [adding, setAdding] = useState(false);
  const payments = usePaymentDialogs(BillingSystem.ampere.id);

  const pricePlaceholder = t.amperePricePlaceholder(
    pricing.data && formatUsd(pricing.data.lowPrice),
    pricing.data && formatUsd(pricing.data.globalPrice),
  );

  // spec 000 §2.5: the toggle is stored and the page reloads.
  const toggleSort = (enabled: boolean) => {
    writeSortByBox(enabled);
    reloadPage();
  };
  // spec 000 §2.5, §9: with sorting on, reload 100 ms after a create or an import.
  const afterCreate = () => {
    if (sortByBox) setTimeout(reloadPage, RELOAD_AFTER_CREATE_MS);
  };

  const save = useSaveRecordCell();
  const { mutate: deleteRecord } = remove;
  const askDelete = useCallback(
    async (record: AmpereRecord) => {
      const confirmed = await confirm({
        title: t.deleteTitle,
        message: t.deleteText(record.name, formatCustomerNumber(record.customerNumber)),
        confirmLabel: t.deleteConfirm,
        variant: 'danger',
      });
      if (confirmed) deleteRecord(record.id);
    },
    [confirm, deleteRecord],
  );

  const rows = records.data ?? [];

  const tools = (layout: 'bar' | 'menu') => (
    <ToolsBar
      sortByBox={sortByBox}
      onToggleSort={toggleSort}
      onOpen={setDialog}
      searching={search.searching}
      layout={layout}
    />
  );
  const addForm = (
    <AddCustomerForm
      system={BillingSystem.ampere.id}
      kind={flatKind}
      pricePlaceholder={pricePlaceholder}
      onCreated={() => {
        setAdding(false);
        afterCreate();
      }}
    />
  );

  return (
    <PageLayout title={t.title} subtitle={t.greeting(email)} headerActions={logoutAction} width="fluid">
      {!phone && tools('bar')}
      {!phone && addForm}

      <SearchableTableCard
        search={search}
        records={records}
        texts={t}
        showRefreshing
        actions={
          phone && (
            <>
              <Button variant="primary" className="app-icon-button" onClick={() => setAdding(true)}>
                <PlusIcon size={18} />
                {t.addCustomer}
              </Button>
              {tools('menu')}
            </>
          )
        }
      >
        <RecordsTable
          records={rows}
          emptyText={search.searching ? t.noResults : t.noRecords}
          onSave={save}
          onEdit={setEditing}
          onDelete={askDelete}
          onTakePayment={payments.take}
          onShowPayments={payments.showHistory}
        />
      </SearchableTableCard>

      {phone && (
        <Modal
          show={adding}
          onHide={() => setAdding(false)}
          className="app-add-dialog"
          aria-labelledby="add-customer-title"
        >
          <DialogHeader titleId="add-customer-title">{t.addTitle}</DialogHeader>
          <Modal.Body>{addForm}</Modal.Body>
        </Modal>
      )}
      <ImportDialog
        system={BillingSystem.ampere.id}
        kind={flatKind}
        show={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={afterCreate}
      />
      <ColumnPasteDialog
        system={BillingSystem.ampere.id}
        kind={flatKind}
        show={dialog === 'paste'}
        sort={sort}
        onClose={() => setDialog(null)}
      />
      <ChangePricesDialog
        system={BillingSystem.ampere.id}
        kind={flatKind}
        show={dialog === 'prices'}
        onClose={() => setDialog(null)}
      />
      <PrintBoxesDialog show={dialog === 'print'} onClose={() => setDialog(null)} />
      {payments.dialogs}
      {editing && (
        <CustomerDialog
          system={BillingSystem.ampere.id}
          kind={flatKind}
          customer={editing}
          pricePlaceholder={pricePlaceholder}
          onClose={() => setEditing(null)}
        />
      )}
    </PageLayout>
  );
}
