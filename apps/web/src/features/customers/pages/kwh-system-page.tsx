import { useState } from 'react';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { ArchiveIcon, PrintIcon, TransferIcon } from '../../../components/icons';
import type { BillingSystem, KwhCustomer } from '../../../types/kwh';
import { useKwhSummary } from '../api/get-kwh-summary';
import { meteredKind } from '../components/customer-kinds';
import { ChangePricesDialog } from '../components/change-prices-dialog';
import { ColumnPasteDialog } from '../components/column-paste-dialog';
import { CustomerDialog } from '../components/customer-dialog';
import { GroupPriceNote } from '../components/group-price-note';
import { ImportDialog } from '../components/import-dialog';
import { KwhCopyButtons } from '../components/kwh-copy-buttons';
import { KwhSummaryCards } from '../components/kwh-summary-cards';
import { ToolsBar, type CustomersDialog } from '../components/tools-bar';
import { kwhBulkPrintPath } from '../lib/kwh-paths';
import { kwhMessages as t } from '../messages';
import { CustomersPage } from './customers-page';

export interface KwhSystemPageProps {
  system: BillingSystem;
}

/** The screen of a metered group, /mahmoud-kwh, /baydawi-kwh and any group added as data (spec 001
 * §2.3): the customers page with the group's summary, its copy buttons, mark paid, and its add, import,
 * paste and prices dialogs. */
export function KwhSystemPage({ system }: KwhSystemPageProps) {
  const id = system.id;
  // The summary is of the whole group, whatever the search shows, computed by the server.
  const summary = useKwhSummary(id);
  const [dialog, setDialog] = useState<CustomersDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <CustomersPage<KwhCustomer>
      system={system}
      kind={meteredKind}
      frame={{
        title: system.arabicName,
        subtitle: t.systemSubtitle,
        back: { to: paths.kwhHome, label: t.kwhHomeLink },
        footer: (
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
        ),
      }}
      texts={t}
      empty={
        <>
          <span className="d-block fw-semibold mb-1">{t.emptyTitle}</span>
          <span className="text-secondary">{t.emptyHint}</span>
        </>
      }
      markPaid
      tools={(layout, searching) => (
        <ToolsBar system={id} onOpen={setDialog} searching={searching} layout={layout} />
      )}
      add={{ onClick: () => setDialog('add'), variant: 'success', label: t.addCustomer }}
      above={(rows, phone) => (
        <>
          <GroupPriceNote system={id} />
          <KwhSummaryCards summary={summary.data} />
          {!phone && <KwhCopyButtons customers={rows} />}
        </>
      )}
    >
      {({ rows, phone, editing, stopEditing }) => (
        <>
          {phone && (
            <div className="mt-4">
              <KwhCopyButtons customers={rows} />
            </div>
          )}
          {dialog === 'add' && <CustomerDialog system={id} kind={meteredKind.form} onClose={close} />}
          {dialog === 'import' && <ImportDialog system={id} kind={meteredKind.form} onClose={close} />}
          {dialog === 'paste' && <ColumnPasteDialog system={id} kind={meteredKind.form} onClose={close} />}
          {dialog === 'prices' && <ChangePricesDialog system={id} kind={meteredKind.form} onClose={close} />}
          {editing && (
            <CustomerDialog system={id} kind={meteredKind.form} customer={editing} onClose={stopEditing} />
          )}
        </>
      )}
    </CustomersPage>
  );
}
