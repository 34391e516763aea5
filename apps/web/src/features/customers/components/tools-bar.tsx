import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { useConfirm } from '../../../components/confirm-dialog';
import {
  ArchiveIcon,
  CalendarIcon,
  ColumnsIcon,
  PrintIcon,
  TagIcon,
  UndoIcon,
  UploadIcon,
} from '../../../components/icons';
import { ToolsPanel } from '../../../components/tools-panel';
import { useLiveMonth } from '../api/get-live-month';
import { useMarkAllUnpaid } from '../api/mark-all-unpaid';
import { useStartNewMonth } from '../api/start-new-month';
import { useUndoLastBatch } from '../../../components/undo-last-batch';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../ampere-messages';

export type AmpereDialog = 'import' | 'paste' | 'prices' | 'print';

export interface ToolsBarProps {
  sortByBox: boolean;
  onToggleSort: (enabled: boolean) => void;
  onOpen: (dialog: AmpereDialog) => void;
  /** A paste fills records in the order of the whole list: it is offered only when no search filters it. */
  searching?: boolean;
  /** 'bar' on a desk: every tool in sight. 'menu' on a phone: one button that opens them all. */
  layout?: 'bar' | 'menu';
}

/** spec 000 §2.5: sorting, undo, mark all unpaid, the import, paste, prices and print dialogs, the new
 * month, and the links to the neighbouring screens. */
export function ToolsBar({
  sortByBox,
  onToggleSort,
  onOpen,
  searching = false,
  layout = 'bar',
}: ToolsBarProps) {
  const confirm = useConfirm();
  const month = useLiveMonth();
  const queryClient = useQueryClient();
  const undo = useUndoLastBatch({
    listUrl: '/api/ampere-records',
    onSettled: () => invalidateAmpereData(queryClient),
  });
  const markAllUnpaid = useMarkAllUnpaid();
  const newMonth = useStartNewMonth();

  const askMarkAllUnpaid = async () => {
    const confirmed = await confirm({
      title: t.markAllUnpaidTitle,
      message: t.markAllUnpaidText,
      confirmLabel: t.markAllUnpaidConfirm,
      variant: 'danger',
    });
    if (confirmed) markAllUnpaid.mutate();
  };
  const askNewMonth = async () => {
    const confirmed = await confirm({
      title: t.newMonthTitle,
      message: (
        <>
          <p>{t.newMonthText(month.data?.label ?? '', month.data?.nextLabel ?? '')}</p>
          <p className="fw-bold text-danger mb-0">{t.newMonthWarning}</p>
        </>
      ),
      confirmLabel: t.newMonthConfirm,
      variant: 'danger',
    });
    if (confirmed && month.data) newMonth.mutate(month.data.liveMonth);
  };

  return (
    <ToolsPanel layout={layout} title={t.toolsMenu} titleId="ampere-tools-title">
      {({ menu, size, listClassName, choose }) => (
        <>
          <section className={listClassName} aria-label={t.tools}>
            <Form.Check
              type="switch"
              id="ampere-sort-toggle"
              className="me-2 mb-0"
              label={t.sortByBox}
              checked={sortByBox}
              onChange={(event) => onToggleSort(event.target.checked)}
            />
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
              {t.changePrices}
            </Button>
            <Button size={size} variant="outline-primary" onClick={choose(() => onOpen('print'))}>
              <PrintIcon size={16} />
              {t.printBoxes}
            </Button>
            <Button
              size={size}
              variant="outline-warning"
              onClick={choose(undo.ask)}
              disabled={undo.isPending}
            >
              <UndoIcon size={16} />
              {t.undo}
            </Button>
            <Button
              size={size}
              variant="outline-danger"
              onClick={choose(askMarkAllUnpaid)}
              disabled={markAllUnpaid.isPending}
            >
              {t.markAllUnpaid}
            </Button>
            <Button
              size={size}
              variant="danger"
              onClick={choose(askNewMonth)}
              disabled={newMonth.isPending || !month.data}
            >
              <CalendarIcon size={16} />
              {t.newMonth(month.data?.label, month.data?.nextLabel)}
            </Button>
          </section>
          <nav className={menu ? listClassName : `${listClassName} border-top pt-3`} aria-label={t.links}>
            <ButtonLink size={size} variant="light" to={paths.mahmoudTable}>
              {t.mahmoudTable}
            </ButtonLink>
            <ButtonLink size={size} variant="light" to={paths.baydawiTable}>
              {t.baydawiTable}
            </ButtonLink>
            <ButtonLink size={size} variant="light" to={paths.tableView}>
              {t.mainTable}
            </ButtonLink>
            <ButtonLink size={size} variant="light" to={paths.tableConfig}>
              {t.tableConfig}
            </ButtonLink>
            <ButtonLink size={size} variant="light" to={paths.monthlyArchives}>
              {t.monthlyArchives}
            </ButtonLink>
            <ButtonLink size={size} variant="light" to={paths.archived}>
              <ArchiveIcon size={16} />
              {t.archived}
            </ButtonLink>
            <ButtonLink size={size} variant="light" to={paths.amperePrintableTable}>
              <PrintIcon size={16} />
              {t.printableTable}
            </ButtonLink>
            <ButtonLink
              size={size}
              variant="outline-secondary"
              to={paths.folders}
              className={menu ? undefined : 'ms-auto'}
            >
              {t.backToFolders}
            </ButtonLink>
          </nav>
        </>
      )}
    </ToolsPanel>
  );
}
