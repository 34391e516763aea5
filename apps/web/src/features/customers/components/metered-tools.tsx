import { useState, type ReactNode } from 'react';
import { ChangePricesDialog } from './change-prices-dialog';
import { ColumnPasteDialog } from './column-paste-dialog';
import { meteredKind } from './customer-kinds';
import { CustomerDialog } from './customer-dialog';
import { ImportDialog } from './import-dialog';
import { ToolsBar, type CustomersDialog } from './tools-bar';

export interface MeteredTools {
  /** CustomersPage's tools: a bar on a desk, a menu on a phone. */
  tools: (layout: 'bar' | 'menu', searching: boolean) => ReactNode;
  /** Opens the add dialog (a phone's add button). */
  add: () => void;
  /** The dialog a tool opened, if any. */
  dialogs: ReactNode;
}

/**
 * The tools of a metered system's customers and their dialogs, one code path for every metered system,
 * the named groups, a group added as data and the generic list (docs/metered-groups.md):
 * import, paste a column, prices, the permanent sort, undo, the month close, and add in a dialog unless
 * the screen has its own add form (`addInDialog: false`, the generic list's).
 */
export function useMeteredTools(system: string, { addInDialog }: { addInDialog: boolean }): MeteredTools {
  const [dialog, setDialog] = useState<CustomersDialog | null>(null);
  const close = () => setDialog(null);
  const form = meteredKind.form;
  return {
    tools: (layout, searching) => (
      <ToolsBar
        system={system}
        onOpen={setDialog}
        searching={searching}
        layout={layout}
        addButton={addInDialog}
      />
    ),
    add: () => setDialog('add'),
    dialogs: (
      <>
        {dialog === 'add' && addInDialog && <CustomerDialog system={system} kind={form} onClose={close} />}
        {dialog === 'import' && <ImportDialog system={system} kind={form} onClose={close} />}
        {dialog === 'paste' && <ColumnPasteDialog system={system} kind={form} onClose={close} />}
        {dialog === 'prices' && <ChangePricesDialog system={system} kind={form} onClose={close} />}
      </>
    ),
  };
}
