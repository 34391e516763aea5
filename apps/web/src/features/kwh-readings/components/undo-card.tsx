import { useQueryClient } from '@tanstack/react-query';
import { UndoIcon } from '../../../components/icons';
import { PendingButton } from '../../../components/pending-button';
import { useUndoLastBatch } from '../../../components/undo-last-batch';
import type { BillingSystem } from '../../../lib/billing-systems';
import { invalidateSystemData } from '../../../lib/query-keys';
import { readingsMessages as t } from '../messages';
import { ActionCard } from './action-card';

/** Undo the last readings import or bulk change of the group; the confirmation names what it takes back. */
export function UndoCard({ system }: { system: BillingSystem }) {
  const queryClient = useQueryClient();
  const undo = useUndoLastBatch({
    system: system.id,
    onSettled: () => invalidateSystemData(queryClient, system.id),
  });
  return (
    <ActionCard id={`undo-${system.id}`} title={t.undoTitle} icon={<UndoIcon size={20} />}>
      <p className="text-secondary mb-0 flex-grow-1">{t.undoText(system.arabicName)}</p>
      <PendingButton variant="outline-warning" pending={undo.isPending} onClick={() => void undo.ask()}>
        {t.undo}
      </PendingButton>
    </ActionCard>
  );
}
