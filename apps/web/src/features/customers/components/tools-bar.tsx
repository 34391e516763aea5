import { BillingSystem } from '@kahraba/billing-domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { componentMessages } from '../../../components/messages';
import {
  ArchiveIcon,
  CalendarIcon,
  ColumnsIcon,
  PrintIcon,
  SortIcon,
  TagIcon,
  UndoIcon,
  UploadIcon,
  UserPlusIcon,
} from '../../../components/icons';
import { ToolsPanel } from '../../../components/tools-panel';
import { useUndoLastBatch } from '../../../components/undo-last-batch';
import { customersApi } from '../api/customers-api';
import { useLiveMonth } from '../api/get-live-month';
import { useMarkAllUnpaid } from '../api/mark-all-unpaid';
import { useSortKwhPermanently } from '../api/sort-kwh-permanently';
import { useStartNewMonth } from '../api/start-new-month';
import { ampereMessages, kwhMessages } from '../messages';

export type CustomersDialog = 'add' | 'import' | 'paste' | 'prices' | 'print';

export interface ToolsBarProps {
  system: string;
  onOpen: (dialog: CustomersDialog) => void;
  /** The flat system's list order (a stored toggle); metered groups sort permanently. */
  sort?: { byBox: boolean; toggle: (enabled: boolean) => void };
  /** A paste fills customers in the order of the whole list: offered only when no search filters it. */
  searching?: boolean;
  /** 'bar' on a desk: every tool in sight. 'menu' on a phone: one button that opens them all. */
  layout?: 'bar' | 'menu';
  /** An add button that opens the add dialog (a metered group's screen); a screen with its
   * own add form has none. On a phone the page's add button adds. */
  addButton?: boolean;
}

/** The neighbouring screens of the flat system, after its tools. */
const FLAT_LINKS: [string, string, ReactNode?][] = [
  [paths.mahmoudTable, ampereMessages.mahmoudTable],
  [paths.baydawiTable, ampereMessages.baydawiTable],
  [paths.tableView, ampereMessages.mainTable],
  [paths.tableConfig, ampereMessages.tableConfig],
  [paths.monthlyArchives, ampereMessages.monthlyArchives],
  [paths.archived, ampereMessages.archived, <ArchiveIcon key="icon" size={16} />],
  [paths.amperePrintableTable, ampereMessages.printableTable, <PrintIcon key="icon" size={16} />],
];

/** The tools of a system's customers, whatever its tariff kind: import, paste a column, prices, undo
 * (naming what it undoes), the new month (confirmed). The flat system adds its sort toggle, the boxes'
 * print, mark all unpaid and its links; a metered system adds the permanent sort and, on a group's
 * screen, add-customer (docs/screens.md#the-customers-screens). */
export function ToolsBar({
  system,
  onOpen,
  sort,
  searching = false,
  layout = 'bar',
  addButton = false,
}: ToolsBarProps) {
  const flat = system === BillingSystem.ampere.id;
  const t = flat ? ampereMessages : kwhMessages;
  const confirm = useConfirm();
  const month = useLiveMonth(system);
  const queryClient = useQueryClient();
  const api = customersApi(system);
  const undo = useUndoLastBatch({ system, onSettled: () => api.invalidate(queryClient) });
  const markAllUnpaid = useMarkAllUnpaid();
  const newMonth = useStartNewMonth(system);
  const sortPermanently = useSortKwhPermanently(system);

  const ask = (question: Parameters<typeof confirm>[0], then: () => void) => async () => {
    if (await confirm(question)) then();
  };
  const askMarkAllUnpaid = ask(
    {
      title: ampereMessages.markAllUnpaidTitle,
      message: ampereMessages.markAllUnpaidText,
      confirmLabel: ampereMessages.markAllUnpaidConfirm,
      variant: 'danger',
    },
    () => markAllUnpaid.mutate(),
  );
  const askNewMonth = ask(
    {
      title: t.newMonthTitle,
      message: (
        <>
          <p>{t.newMonthText(month.data?.label ?? '', month.data?.nextLabel ?? '')}</p>
          <p>{componentMessages.monthClose.balancesCarry(month.data?.nextLabel)}</p>
          <p>{componentMessages.monthClose.closedMonthPrints(month.data?.label)}</p>
          <p className="fw-bold text-danger mb-0">{t.newMonthWarning}</p>
        </>
      ),
      confirmLabel: t.newMonthConfirm,
      variant: 'danger',
    },
    () => newMonth.mutate(month.data?.liveMonth),
  );
  const askSort = ask(
    { title: kwhMessages.sortTitle, message: kwhMessages.sortText, confirmLabel: kwhMessages.sortConfirm },
    () => sortPermanently.mutate(),
  );

  return (
    <ToolsPanel layout={layout} title={t.toolsMenu} titleId={`${system}-tools-title`}>
      {({ menu, size, listClassName, choose }) => (
        <>
          <section className={listClassName} aria-label={t.tools}>
            {sort && (
              <Form.Check
                type="switch"
                id={`${system}-sort-toggle`}
                className="me-2 mb-0"
                label={ampereMessages.sortByBox}
                checked={sort.byBox}
                onChange={(event) => sort.toggle(event.target.checked)}
              />
            )}
            {addButton && !menu && (
              <Button size={size} variant="success" onClick={choose(() => onOpen('add'))}>
                <UserPlusIcon size={16} />
                {kwhMessages.addCustomer}
              </Button>
            )}
            <Button size={size} variant="outline-primary" onClick={choose(() => onOpen('import'))}>
              <UploadIcon size={16} />
              {t.importExcel}
            </Button>
            <Button
              size={size}
              variant="outline-primary"
              onClick={choose(() => onOpen('paste'))}
              disabled={searching}
              title={searching ? t.pasteNeedsFullList : undefined}
            >
              <ColumnsIcon size={16} />
              {t.pasteColumn}
            </Button>
            <Button size={size} variant="outline-primary" onClick={choose(() => onOpen('prices'))}>
              <TagIcon size={16} />
              {flat ? ampereMessages.changePrices : kwhMessages.updatePrices}
            </Button>
            {flat ? (
              <Button size={size} variant="outline-primary" onClick={choose(() => onOpen('print'))}>
                <PrintIcon size={16} />
                {ampereMessages.printBoxes}
              </Button>
            ) : (
              <Button
                size={size}
                variant="outline-primary"
                onClick={choose(askSort)}
                disabled={sortPermanently.isPending}
              >
                <SortIcon size={16} />
                {kwhMessages.sortPermanently}
              </Button>
            )}
            <Button
              size={size}
              variant="outline-warning"
              onClick={choose(undo.ask)}
              disabled={undo.isPending}
            >
              <UndoIcon size={16} />
              {t.undo}
            </Button>
            {flat && (
              <Button
                size={size}
                variant="outline-danger"
                onClick={choose(askMarkAllUnpaid)}
                disabled={markAllUnpaid.isPending}
              >
                {ampereMessages.markAllUnpaid}
              </Button>
            )}
            <Button
              size={size}
              variant="danger"
              onClick={choose(askNewMonth)}
              disabled={newMonth.isPending || !month.data}
            >
              <CalendarIcon size={16} />
              {kwhMessages.newMonthOf(month.data?.label, month.data?.nextLabel)}
            </Button>
          </section>
          {flat && (
            <nav
              className={menu ? listClassName : `${listClassName} border-top pt-3`}
              aria-label={ampereMessages.links}
            >
              {FLAT_LINKS.map(([to, label, icon]) => (
                <ButtonLink key={to} size={size} variant="light" to={to}>
                  {icon}
                  {label}
                </ButtonLink>
              ))}
              <ButtonLink
                size={size}
                variant="outline-secondary"
                to={paths.folders}
                className={menu ? undefined : 'ms-auto'}
              >
                {ampereMessages.backToFolders}
              </ButtonLink>
            </nav>
          )}
        </>
      )}
    </ToolsPanel>
  );
}
