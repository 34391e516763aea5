import { BillingSystem } from '@kahraba/billing-domain';
import { useState } from 'react';
import { reloadPage } from '../../../lib/browser-location';
import { formatUsd } from '../../../lib/money';
import type { AmpereRecord } from '../../../types/ampere';
import { useAmperePricing } from '../api/get-pricing';
import { AddCustomerForm } from '../components/add-customer-form';
import { ChangePricesDialog } from '../components/change-prices-dialog';
import { ColumnPasteDialog } from '../components/column-paste-dialog';
import { flatKind } from '../components/customer-kinds';
import { CustomerDialog } from '../components/customer-dialog';
import { ImportDialog } from '../components/import-dialog';
import { PrintBoxesDialog } from '../components/print-boxes-dialog';
import { ToolsBar, type CustomersDialog } from '../components/tools-bar';
import { useSaveRecordCell } from '../components/use-save-record-cell';
import { RELOAD_AFTER_CREATE_MS, readSortByBox, sortOf, writeSortByBox } from '../lib/sort-preference';
import { ampereMessages as t } from '../messages';
import { CustomersPage } from './customers-page';

export interface AmperePageProps {
  /** The ampere screen greets with the user's email. */
  email: string;
}

/** The flat system's screen (docs/screens.md#the-customers-screens): the customers page with its sort
 * toggle, the add form (in a dialog on a phone), cells edited in place, and its import, paste, prices and
 * print dialogs. */
export function AmperePage({ email }: AmperePageProps) {
  const [sortByBox] = useState(readSortByBox);
  const sort = sortOf(sortByBox);
  const pricing = useAmperePricing();
  const [dialog, setDialog] = useState<CustomersDialog | null>(null);
  const [adding, setAdding] = useState(false);
  const save = useSaveRecordCell();
  const system = BillingSystem.ampere.id;

  const pricePlaceholder = t.amperePricePlaceholder(
    pricing.data && formatUsd(pricing.data.lowPrice),
    pricing.data && formatUsd(pricing.data.globalPrice),
  );
  // The toggle is stored and the page reloads.
  const toggleSort = (enabled: boolean) => {
    writeSortByBox(enabled);
    reloadPage();
  };
  // With sorting on, reload 100 ms after a create or an import.
  const afterCreate = () => {
    if (sortByBox) setTimeout(reloadPage, RELOAD_AFTER_CREATE_MS);
  };
  // One place in the page for the add form on a desk and its dialog on a phone: what was typed
  // survives a change of layout (docs/screens.md#the-customers-screens).
  const addForm = (phone: boolean) => (
    <AddCustomerForm
      system={system}
      kind={flatKind.form}
      pricePlaceholder={pricePlaceholder}
      dialog={phone ? { show: adding, onHide: () => setAdding(false) } : undefined}
      onCreated={() => {
        setAdding(false);
        afterCreate();
      }}
    />
  );

  return (
    <CustomersPage<AmpereRecord>
      system={BillingSystem.ampere}
      kind={flatKind}
      sort={sort}
      frame={{ title: t.title, subtitle: t.greeting(email) }}
      texts={t}
      empty={t.noRecords}
      deleteTitle={t.deleteTitle}
      onSave={save}
      tools={(layout, searching) => (
        <ToolsBar
          system={BillingSystem.ampere.id}
          sort={{ byBox: sortByBox, toggle: toggleSort }}
          onOpen={setDialog}
          searching={searching}
          layout={layout}
        />
      )}
      add={{ onClick: () => setAdding(true), variant: 'primary', label: t.addCustomer }}
      above={(_rows, phone) => addForm(phone)}
    >
      {({ editing, stopEditing }) => (
        <>
          <ImportDialog
            system={system}
            kind={flatKind.form}
            show={dialog === 'import'}
            onClose={() => setDialog(null)}
            onImported={afterCreate}
          />
          <ColumnPasteDialog
            system={system}
            kind={flatKind.form}
            show={dialog === 'paste'}
            sort={sort}
            onClose={() => setDialog(null)}
          />
          <ChangePricesDialog
            system={system}
            kind={flatKind.form}
            show={dialog === 'prices'}
            onClose={() => setDialog(null)}
          />
          <PrintBoxesDialog show={dialog === 'print'} onClose={() => setDialog(null)} />
          {editing && (
            <CustomerDialog
              system={system}
              kind={flatKind.form}
              customer={editing}
              pricePlaceholder={pricePlaceholder}
              onClose={stopEditing}
            />
          )}
        </>
      )}
    </CustomersPage>
  );
}
