import { paths } from '../../../config/route-paths';
import type { BillingSystem, KwhCustomer } from '../../../types/kwh';
import { useKwhSummary } from '../api/get-kwh-summary';
import { meteredKind } from '../components/customer-kinds';
import { CustomerDialog } from '../components/customer-dialog';
import { GroupPriceNote } from '../components/group-price-note';
import { KwhCopyButtons } from '../components/kwh-copy-buttons';
import { KwhSummaryCards } from '../components/kwh-summary-cards';
import { MeteredLinks } from '../components/metered-links';
import { useMeteredTools } from '../components/metered-tools';
import { kwhMessages as t } from '../messages';
import { CustomersPage } from './customers-page';

export interface KwhSystemPageProps {
  system: BillingSystem;
}

/** The screen of a metered group, /mahmoud-kwh, /baydawi-kwh and any group added as data: the
 * customers page with the group's summary, its copy buttons, mark paid, and the tools and
 * links of every metered system (docs/metered-groups.md). */
export function KwhSystemPage({ system }: KwhSystemPageProps) {
  const id = system.id;
  // The summary is of the whole group, whatever the search shows, computed by the server.
  const summary = useKwhSummary(id);
  const tools = useMeteredTools(id, { addInDialog: true });

  return (
    <CustomersPage<KwhCustomer>
      system={system}
      kind={meteredKind}
      frame={{
        title: system.arabicName,
        subtitle: t.systemSubtitle,
        back: { to: paths.kwhHome, label: t.kwhHomeLink },
        footer: <MeteredLinks system={id} />,
      }}
      texts={t}
      empty={
        <>
          <span className="d-block fw-semibold mb-1">{t.emptyTitle}</span>
          <span className="text-secondary">{t.emptyHint}</span>
        </>
      }
      markPaid
      tools={tools.tools}
      add={{ onClick: tools.add, variant: 'success', label: t.addCustomer }}
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
          {tools.dialogs}
          {editing && (
            <CustomerDialog system={id} kind={meteredKind.form} customer={editing} onClose={stopEditing} />
          )}
        </>
      )}
    </CustomersPage>
  );
}
