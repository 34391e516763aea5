import type { StatementView } from '../../statement/statement.view';
import { METERED_SYSTEMS, type MeterModel } from '../simulation-model';
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

/** What the meter (and a replaced one) counted since the month's start, in whole kWh thousandths. */
function countedKwh(meter: MeterModel): number {
  if (meter.latest === null) return 0;
  if (meter.replaced === null) return round(meter.latest - meter.monthStart);
  return round(
    meter.replaced.finalReading - meter.monthStart + meter.latest - meter.replaced.newStartReading,
  );
}

/** The kWh a statement bills this month: its energy line less an estimate's credit. */
function billedKwh(statement: StatementView): number {
  const kwh = (kind: string) =>
    statement.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  return round(kwh('energy') - kwh('estimate-credit'));
}

function round(kwh: number): number {
  return Math.round(kwh * 1000) / 1000;
}
