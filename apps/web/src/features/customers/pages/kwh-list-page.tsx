import { BillingSystem } from '@kahraba/billing-domain';
import { paths } from '../../../config/route-paths';
import type { KwhCustomer } from '../../../types/kwh';
import { meteredListKind } from '../components/customer-kinds';
import { AddCustomerForm } from '../components/add-customer-form';
import { CustomerDialog } from '../components/customer-dialog';
import { GroupPriceNote } from '../components/group-price-note';
import { MeteredLinks } from '../components/metered-links';
import { useMeteredTools } from '../components/metered-tools';
import { kwhMessages as t } from '../messages';
import { CustomersPage } from './customers-page';

/** The generic list's form: name, box, ampere (whole), previous, current, price, address;
 * its edit adds the amount paid. */
const EDIT_NUMBERS = [...meteredListKind.form.addNumbers, 'amountPaid'] as const;

/** The generic kWh customers, /kwh: the customers page with the group's price, the add
 * form and its price per kWh (starting from the group's, docs/metered-group-price.md), a copy button per
 * column, edit and delete; and the tools and links of every metered system, import and paste included
 * (docs/metered-groups.md). */
export function KwhListPage() {
  const system = BillingSystem.kwh.id;
  const tools = useMeteredTools(system, { addInDialog: false });
  return (
    <CustomersPage<KwhCustomer>
      system={BillingSystem.kwh}
      kind={meteredListKind}
      frame={{
        title: t.genericTitle,
        subtitle: t.genericSubtitle,
        back: { to: paths.home, label: t.back },
        footer: <MeteredLinks system={system} />,
      }}
      texts={t}
      empty={t.noCustomers}
      deleteTitle={t.deleteTitle}
      tools={tools.tools}
      above={() => (
        <>
          <GroupPriceNote system={system} />
          <AddCustomerForm system={system} kind={meteredListKind.form} integerAmpere />
        </>
      )}
    >
      {({ editing, stopEditing }) => (
        <>
          {tools.dialogs}
          {editing && (
            <CustomerDialog
              system={system}
              kind={meteredListKind.form}
              customer={editing}
              numbers={EDIT_NUMBERS}
              integerAmpere
              onClose={stopEditing}
            />
          )}
        </>
      )}
    </CustomersPage>
  );
}
