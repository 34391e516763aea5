import { CalendarIcon } from '../../../components/icons';
import { useConfirm } from '../../../components/confirm-dialog';
import { componentMessages } from '../../../components/messages';
import { PendingButton } from '../../../components/pending-button';
import type { BillingSystem } from '../../../lib/billing-systems';
import { useLiveMonth } from '../api/get-live-month';
import { useStartNewMonthReadings } from '../api/start-new-month-readings';
import { readingsMessages as t } from '../messages';
import { ActionCard } from './action-card';

/** Close the group's month: confirmed first, it cannot be undone. */
export function NewMonthCard({ system }: { system: BillingSystem }) {
  const confirm = useConfirm();
  const month = useLiveMonth(system.id);
  const newMonth = useStartNewMonthReadings(system.id, system.arabicName);
  const ask = async () => {
    const confirmed = await confirm({
      title: t.newMonthConfirmTitle(system.arabicName),
      message: (
        <>
          <p>{t.newMonthConfirmText(system.arabicName, month.data?.label, month.data?.nextLabel)}</p>
          <p>{componentMessages.monthClose.balancesCarry(month.data?.nextLabel)}</p>
          <p>{componentMessages.monthClose.closedMonthPrints(month.data?.label)}</p>
          <p className="fw-bold text-danger mb-0">{t.newMonthWarning}</p>
        </>
      ),
      confirmLabel: t.newMonthConfirm,
      variant: 'danger',
    });
    if (confirmed) newMonth.mutate();
  };
  return (
    <ActionCard id={`new-month-${system.id}`} title={t.newMonthTitle} icon={<CalendarIcon size={20} />}>
      <p className="text-secondary mb-0 flex-grow-1">{t.newMonthText(system.arabicName)}</p>
      <PendingButton variant="danger" pending={newMonth.isPending} onClick={() => void ask()}>
        {t.newMonth}
      </PendingButton>
    </ActionCard>
  );
}
