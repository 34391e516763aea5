import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { InlineDraftContext, useInlineEditing, type CellValue } from '../../../components/inline-edit-cell';
import type { EditableField } from '../lib/record-fields';
import type { CustomerListKind, ListedCustomer } from './customer-kinds';
import { CustomerCard } from './customer-card';
import { CustomerRow, type CustomerActions } from './customer-row';

export interface CustomersTableProps<T extends ListedCustomer> {
  kind: CustomerListKind<T>;
  customers: readonly T[];
  emptyText: ReactNode;
  actions: Omit<CustomerActions<T>, 'startEdit' | 'stopEdit' | 'save'>;
  /** Saves a cell edited in place, for a kind that edits in place. */
  onSave?: (customer: T, field: EditableField, value: CellValue) => void;
  /** The customer just added: its row or card is scrolled into view and highlighted. */
  justAdded?: string | null;
}

/** The customers of any system (docs/screens.md#the-customers-screens), the columns its tariff kind shows:
 * copy buttons on the headers, click-to-edit cells one at a time where the kind edits in place, and only
 * the rows near the viewport rendered (20,000 customers scroll smoothly); on a phone, a list of cards. */
export function CustomersTable<T extends ListedCustomer>({
  kind,
  customers,
  emptyText,
  actions,
  onSave,
  justAdded = null,
}: CustomersTableProps<T>) {
  const { editing, start, stop, draft } = useInlineEditing<EditableField>();
  const all = useMemo<CustomerActions<T>>(
    () => ({ ...actions, startEdit: start, stopEdit: stop, save: onSave }),
    [actions, start, stop, onSave],
  );
  const item = (customer: T) => ({
    customer,
    kind,
    editingField: editing?.rowId === customer.id ? editing.field : null,
    actions: all,
    justAdded: customer.id === justAdded,
  });

  // The draft keeps what is typed in a cell when its row turns into a card and back.
  return (
    <InlineDraftContext.Provider value={draft}>
      <DataTable
        label={kind.label}
        className={kind.className}
        headers={kind.headers}
        widths={kind.widths}
        copyValues={kind.copyValues}
        items={customers}
        emptyText={emptyText}
        scrollToId={justAdded}
        renderRow={(customer) => <CustomerRow {...item(customer)} />}
        renderCard={(customer) => <CustomerCard {...item(customer)} />}
      />
    </InlineDraftContext.Provider>
  );
}
