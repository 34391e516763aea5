import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { notifyFailure } from '../../lib/notify-failure';
import { useConfirm } from '../confirm-dialog';
import { componentMessages } from '../messages';
import { toast } from '../toast';
import { applyOfficialTariff, officialTariffsQueryOptions } from './official-tariff-api';

const t = componentMessages.officialTariff;

export interface ApplyOfficialTariffButtonProps {
  /** A metered group, or 'all' (the subscription pricing is every group's). */
  system: string;
  /** After it was applied (a dialog closes). */
  onApplied?: () => void;
}

/**
 * «تطبيق التسعيرة الرسمية لشهر …» (docs/official-tariff.md#applying-it): the latest month's tariff as the
 * prices — kWh by zone, the fixed part by amperage — after a confirmation; the group's undo takes it back.
 * Administrators only: nothing is shown while no tariff was entered.
 */
export function ApplyOfficialTariffButton({ system, onApplied }: ApplyOfficialTariffButtonProps) {
  const tariffs = useQuery(officialTariffsQueryOptions());
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const apply = useMutation({
    mutationFn: (month: string) => applyOfficialTariff(month, system),
    onSuccess: (applied) => {
      toast({
        variant: 'success',
        title: applied.message,
        description: t.customersChanged(applied.customersUpdated),
      });
      onApplied?.();
    },
    onError: (error) => notifyFailure(error, t.applyFailed),
    // Every customer's price and bill may have changed, in every metered group.
    onSettled: () => queryClient.invalidateQueries(),
  });
  const latest = tariffs.data?.[0];
  if (!latest) return null;
  const label = t.apply(latest.monthLabel);
  const ask = async () => {
    const confirmed = await confirm({
      title: label,
      message: t.applyText,
      confirmLabel: t.applyConfirm,
      variant: 'warning',
    });
    if (confirmed) apply.mutate(latest.month);
  };
  return (
    <Button
      variant="outline-primary"
      className="app-touch-target"
      disabled={apply.isPending}
      onClick={() => void ask()}
    >
      {label}
    </Button>
  );
}
