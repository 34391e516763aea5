import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useConfirm } from '../../../components/confirm-dialog';
import {
  CalendarIcon,
  ColumnsIcon,
  SortIcon,
  TagIcon,
  UndoIcon,
  UploadIcon,
  UserPlusIcon,
} from '../../../components/icons';
import { ToolsPanel } from '../../../components/tools-panel';
import { useUndoLastBatch } from '../../../components/undo-last-batch';
import { useKwhLiveMonth } from '../api/get-kwh-live-month';
import { useSortKwhPermanently } from '../api/sort-kwh-permanently';
import { useStartNewKwhMonth } from '../api/start-new-kwh-month';
import { invalidateKwhData, customersUrl } from '../api/kwh-query-keys';
import { kwhMessages as t } from '../kwh-messages';

export type KwhDialog = 'add' | 'import' | 'paste' | 'prices';

export interface KwhToolsBarProps {
  system: string;
  onOpen: (dialog: KwhDialog) => void;
  /** A paste fills customers in the order of the whole list: offered only when no search filters it. */
  searching?: boolean;
  layout?: 'bar' | 'menu';
}

/** spec 001 §2.3 header buttons: undo last operation (naming what it undoes), start new month
 * (confirmed), add customer, Excel import, paste a column, bulk price update, permanent sort. */
export function KwhToolsBar({ system, onOpen, searching = false, layout = 'bar' }: KwhToolsBarProps) {
  const confirm = useConfirm();
  const month = useKwhLiveMonth(system);
  const queryClient = useQueryClient();
  const undo = useUndoLastBatch({
    listUrl: customersUrl(system),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
  const newMonth = useStartNewKwhMonth(system);
  const sort = useSortKwhPermanently(system);

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
    if (confirmed) newMonth.mutate(month.data?.liveMonth);
  };
  const askSort = async () => {
    const confirmed = await confirm({ title: t.sortTitle, message: t.sortText, confirmLabel: t.sortConfirm });
    if (confirmed) sort.mutate();
  };

  return (
    <ToolsPanel layout={layout} title={t.toolsMenu} titleId={`${system}-tools-title`}>
      {({ size, listClassName, choose, menu }) => (
        <section className={listClassName} aria-label={t.tools}>
          {!menu && (
            <Button size={size} variant="success" onClick={choose(() => onOpen('add'))}>
              <UserPlusIcon size={16} />
              {t.addCustomer}
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
            {t.updatePrices}
          </Button>
          <Button size={size} variant="outline-primary" onClick={choose(askSort)} disabled={sort.isPending}>
            <SortIcon size={16} />
            {t.sortPermanently}
          </Button>
          <Button size={size} variant="outline-warning" onClick={choose(undo.ask)} disabled={undo.isPending}>
            <UndoIcon size={16} />
            {t.undo}
          </Button>
          <Button
            size={size}
            variant="danger"
            onClick={choose(askNewMonth)}
            disabled={newMonth.isPending || !month.data}
          >
            <CalendarIcon size={16} />
            {t.newMonthOf(month.data?.label, month.data?.nextLabel)}
          </Button>
        </section>
      )}
    </ToolsPanel>
  );
}
