import { centsOf } from '../customer-statements';
import type { StepContext } from '../simulation-step';

/**
 * A reading never makes billed kWh vanish (docs/simulator.md#second-readings): after a
 * reading — by round or by sheet, first or second of the month — the customer owes at least what it
 * owed before. Only an actual reading replacing the month's estimate may lower the bill.
 */
export async function readingsNeverLowerTheBill(step: StepContext): Promise<string[]> {
  if (step.outcome.kind !== 'done' || !step.writes.readings) return [];
  const found: string[] = [];
  for (const reading of step.writes.readings) {
    if (reading.afterEstimate) continue;
    const statement = (await step.statements(reading.system)).get(reading.customerId);
    if (statement && centsOf(statement.totalDue) < reading.dueBefore)
      found.push(
        `${reading.system} #${statement.customerNumber} owed ${reading.dueBefore / 100} before the reading and ${statement.totalDue} after it`,
      );
  }
  return found;
}
