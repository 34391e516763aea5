import type { StepContext } from '../simulation-step';

/**
 * The office is not refused what it has every right to do: a step the model says is possible (a
 * payment of a live customer, a first reading of the month, a close of the live month) is written;
 * only steps that may be refused by their nature (nothing to undo, a sheet of refused rows) may be.
 */
export async function refusalsOnlyWhereExpected({ step, outcome }: StepContext): Promise<string[]> {
  if (outcome.kind !== 'refused' || step.mayBeRefused()) return [];
  return [`it was refused (${outcome.error.code}: "${outcome.error.message}") though the model allowed it`];
}
