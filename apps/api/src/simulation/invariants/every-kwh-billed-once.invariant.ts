import type { StatementView } from '../../application/statements/statement.view';
import { countedKwh, METERED_SYSTEMS } from '../simulation-model';
import type { StepContext } from '../simulation-step';

/**
 * kWh (docs/simulator.md): every kWh a meter counted between the month's start reading and its
 * latest reading is billed exactly once — on this month's statement (energy less any estimate
 * credit) or carried into arrears by a readings sheet that shifted the month. A replaced meter counts
 * the old meter's kWh up to its final reading and the new one's from its first.
 */
export async function everyKwhBilledOnce(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const found: string[] = [];
  for (const system of METERED_SYSTEMS) {
    const statements = await step.statements(system);
    for (const customer of step.model.systems[system].customers) {
      const meter = customer.meter;
      if (!meter?.tracked) continue;
      const statement = statements.get(customer.id);
      if (!statement) continue;
      const counted = countedKwh(meter);
      const billed = billedKwh(statement);
      if (billed + meter.carriedKwh !== counted)
        found.push(
          `${system} #${customer.customerNumber}: the meter counted ${counted} kWh this month (from ${meter.monthStart}` +
            `${meter.replaced ? `, replaced at ${meter.replaced.finalReading} by one from ${meter.replaced.newStartReading}` : ''}` +
            ` to ${meter.latest ?? 'unread'}); the statement bills ${billed} (readings ${statement.readings?.previous} → ${statement.readings?.current})` +
            `${meter.carriedKwh ? ` and ${meter.carriedKwh} were carried into arrears` : ''}`,
        );
    }
  }
  return found;
}

/** The kWh a statement bills this month: its energy line less an estimate's credit. */
function billedKwh(statement: StatementView): number {
  const kwh = (kind: string) =>
    statement.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  return Math.round((kwh('energy') - kwh('estimate-credit')) * 1000) / 1000;
}
