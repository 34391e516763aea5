import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
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
import { useLiveMonth } from '../api/get-live-month';
import { useMarkAllUnpaid } from '../api/mark-all-unpaid';
import { useStartNewMonth } from '../api/start-new-month';
import { useUndoLastBatch } from '../api/undo-last-batch';
import { ampereMessages as t } from '../messages';

export type AmpereDialog = 'import' | 'paste' | 'prices' | 'print';

export interface ToolsBarProps {
  sortByBox: boolean;
  onToggleSort: (enabled: boolean) => void;
  onOpen: (dialog: AmpereDialog) => void;
  /** A paste fills records in the order of the whole list: it is offered only when no search filters it. */
  searching?: boolean;
}

/** spec 000 §2.5: sorting, undo, mark all unpaid, the import, paste, prices and print dialogs, the new
 * month, and the links to the neighbouring screens. */
export function ToolsBar({ sortByBox, onToggleSort, onOpen, searching = false }: ToolsBarProps) {
  const confirm = useConfirm();
  const month = useLiveMonth();
  const undo = useUndoLastBatch();
  const markAllUnpaid = useMarkAllUnpaid();
  const newMonth = useStartNewMonth();

  const askUndo = async () => {
    if (
      await confirm({
        title: t.undoTitle,
        message: t.undoText,
        confirmLabel: t.undoConfirm,
        variant: 'warning',
      })
    ) {
      undo.mutate();
    }
  };
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
    const label = month.data?.label ?? '';
    const confirmed = await confirm({
      title: t.newMonthTitle,
      message: (
        <>
          <p>{t.newMonthText(label)}</p>
          <p className="fw-bold text-danger mb-0">{t.newMonthWarning}</p>
        </>
      ),
      confirmLabel: t.newMonthConfirm,
      variant: 'danger',
    });
    if (confirmed && month.data) newMonth.mutate(month.data.liveMonth);
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body className="d-flex flex-column gap-3">
        <section className="app-toolbar" aria-label={t.tools}>
          <Form.Check
            type="switch"
            id="ampere-sort-toggle"
            className="me-2 mb-0"
            label={t.sortByBox}
            checked={sortByBox}
            onChange={(event) => onToggleSort(event.target.checked)}
          />
          <Button size="sm" variant="outline-primary" onClick={() => onOpen('import')}>
            <UploadIcon size={16} />
            {t.importExcel}
          </Button>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => onOpen('paste')}
            disabled={searching}
            title={searching ? t.pasteNeedsFullList : undefined}
          >
            <ColumnsIcon size={16} />
            {t.pasteColumn}
          </Button>
          <Button size="sm" variant="outline-primary" onClick={() => onOpen('prices')}>
            <TagIcon size={16} />
            {t.changePrices}
          </Button>
          <Button size="sm" variant="outline-primary" onClick={() => onOpen('print')}>
            <PrintIcon size={16} />
            {t.printBoxes}
          </Button>
          <Button size="sm" variant="outline-warning" onClick={askUndo} disabled={undo.isPending}>
            <UndoIcon size={16} />
            {t.undo}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={askMarkAllUnpaid}
            disabled={markAllUnpaid.isPending}
          >
            {t.markAllUnpaid}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={askNewMonth}
            disabled={newMonth.isPending || !month.data}
          >
            <CalendarIcon size={16} />
            {t.newMonth(month.data?.label)}
          </Button>
        </section>
        <nav className="app-toolbar border-top pt-3" aria-label={t.links}>
          <ButtonLink size="sm" variant="light" to={paths.mahmoudTable}>
            {t.mahmoudTable}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={paths.baydawiTable}>
            {t.baydawiTable}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={paths.tableView}>
            {t.mainTable}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={paths.archived}>
            <ArchiveIcon size={16} />
            {t.archived}
          </ButtonLink>
          <ButtonLink size="sm" variant="light" to={paths.amperePrintableTable}>
            <PrintIcon size={16} />
            {t.printableTable}
          </ButtonLink>
          <ButtonLink size="sm" variant="outline-secondary" to={paths.folders} className="ms-auto">
            {t.backToFolders}
          </ButtonLink>
        </nav>
      </Card.Body>
    </Card>
  );
}
