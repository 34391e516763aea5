import { BillingSystem } from '@kahraba/billing-domain';
import { paths } from '../../../app/paths';
import type { KwhCustomer } from '../../../types/kwh';
import { meteredListKind } from '../components/customer-kinds';
import { GENERIC_FORM_NUMBERS, KwhAddForm } from '../components/kwh-add-form';
import { KwhCustomerDialog } from '../components/kwh-customer-dialog';
import { kwhMessages as t } from '../kwh-messages';
import { CustomersPage } from './customers-page';

const EDIT_NUMBERS = [...GENERIC_FORM_NUMBERS, 'amountPaid'] as const;

/** The generic kWh customers, /kwh (spec 001 §2.2): the customers page with the add form and its price
 * per kWh (default 1), a copy button per column, edit and delete. */
export function KwhListPage() {
  const system = BillingSystem.kwh.id;
  return (
    <CustomersPage<KwhCustomer>
      system={BillingSystem.kwh}
      kind={meteredListKind}
      frame={{
        title: t.genericTitle,
        subtitle: t.genericSubtitle,
        back: { to: paths.home, label: t.back },
      }}
      texts={t}
      empty={t.noCustomers}
      deleteTitle={t.deleteTitle}
      above={() => <KwhAddForm system={system} />}
    >
      {({ editing, stopEditing }) =>
        editing && (
          <KwhCustomerDialog
            system={system}
            customer={editing}
            numbers={EDIT_NUMBERS}
            integerAmpere
            onClose={stopEditing}
          />
        )
      }
    </CustomersPage>
  );
}
