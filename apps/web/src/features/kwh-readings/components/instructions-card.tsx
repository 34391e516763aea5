import { readingsMessages as t } from '../messages';
import { ActionCard } from './action-card';

/** Copy, paste into Excel, fill newCurrentKwh, copy back, paste, update. */
export function InstructionsCard({ systemId }: { systemId: string }) {
  return (
    <ActionCard id={`instructions-${systemId}`} title={t.instructionsTitle}>
      <ol className="mb-0 ps-3 d-flex flex-column gap-1">
        {t.instructions.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mb-0 fw-semibold">{t.instructionsResult}</p>
    </ActionCard>
  );
}
