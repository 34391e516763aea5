import { GetSystemSummariesQuery } from '../../application/oversight/get-system-summaries.query';
import { centsOf } from '../customer-statements';
import { SIMULATED_SYSTEMS } from '../simulation-model';
import type { StepContext } from '../simulation-step';

/**
 * The dashboard's card of every system
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives) shows the sum of its
 * customers' statements: the month's charges, what was paid of them, the arrears carried in and the number of
 * customers.
 */
export async function dashboardAddsUpStatements(step: StepContext): Promise<string[]> {
  if (step.wroteNothing) return [];
  const { business } = step;
  const found: string[] = [];
  const summaries = await business.ask(new GetSystemSummariesQuery());
  for (const system of SIMULATED_SYSTEMS) {
    const card = summaries.systems.find((summary) => summary.id === system);
    if (!card) {
      found.push(`the dashboard has no card for ${system}`);
      continue;
    }
    const statements = [...(await step.statements(system)).values()];
    const sum = (figure: (statement: (typeof statements)[number]) => number) =>
      statements.reduce((total, statement) => total + centsOf(figure(statement)), 0);
    const expected = {
      totalAmount: sum((statement) => statement.total),
      totalPaid: sum((statement) => statement.amountPaid),
      arrearsCarried: sum((statement) => statement.previousBalance),
    };
    for (const figure of Object.keys(expected) as (keyof typeof expected)[]) {
      if (centsOf(card[figure]) !== expected[figure])
        found.push(
          `${system}: the dashboard shows ${figure} ${card[figure]}, the statements add up to ${expected[figure] / 100}`,
        );
    }
    if (card.totalCustomers !== statements.length)
      found.push(
        `${system}: the dashboard counts ${card.totalCustomers} customers, there are ${statements.length} statements`,
      );
  }
  return found;
}
