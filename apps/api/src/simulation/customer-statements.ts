import { GetStatementsQuery } from '../application/statements/get-statements.query';
import type { StatementView } from '../application/statements/statement.view';
import type { SimulatedBusiness } from './simulated-business';
import type { SimulatedSystem } from './simulation-model';

/** Every live customer's statement of account in a system, by customer id. */
export async function statementsOf(
  business: SimulatedBusiness,
  system: SimulatedSystem,
): Promise<Map<string, StatementView>> {
  const statements = await business.ask(new GetStatementsQuery(system, 'all'));
  return new Map(statements.map((statement) => [statement.id, statement]));
}

/** One live customer's statement of account. */
export async function statementOf(
  business: SimulatedBusiness,
  system: SimulatedSystem,
  id: string,
): Promise<StatementView> {
  const [statement] = await business.ask(new GetStatementsQuery(system, [id]));
  if (!statement) throw new Error(`No statement for the live ${system} customer ${id}`);
  return statement;
}

/** Dollars (at most two decimals) as whole cents. */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}
