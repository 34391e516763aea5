import {
  DEFAULT_TARIFF_ZONE,
  isTariffZone,
  officialTariffLineOf,
  type BillingSystem,
  type OfficialTariff,
} from '@kahraba/billing-domain';
import {
  readCustomerTariffFacts,
  readOfficialTariff,
  tablesOf,
  type SqlExecutor,
} from '@kahraba/persistence';
import type { StatementView } from './statement.view';

/**
 * The official tariff line each metered invoice prints (docs/official-tariff.md#on-the-invoice), by
 * customer id: the tariff of the statement's month and the customer's zone, read once for the whole
 * print. A flat ampere system, or the owner's setting off, prints none.
 */
export async function officialTariffLinesOf(
  db: SqlExecutor,
  system: BillingSystem,
  statements: readonly StatementView[],
  closedMonth: string | null,
  shown: boolean,
): Promise<Map<string, string | null>> {
  if (!shown || !system.isMetered() || statements.length === 0) return new Map();
  const tariffs = new Map<string, OfficialTariff | null>();
  for (const month of new Set(statements.map((statement) => statement.month))) {
    tariffs.set(month, (await readOfficialTariff(db, month))?.tariff ?? null);
  }
  if ([...tariffs.values()].every((tariff) => tariff === null)) return new Map();
  const facts = await readCustomerTariffFacts(db, tablesOf(system), closedMonth);
  return new Map(
    statements.map((statement) => {
      const zone = facts.get(statement.id)?.zone;
      const line = officialTariffLineOf(
        shown,
        tariffs.get(statement.month) ?? null,
        isTariffZone(zone) ? zone : DEFAULT_TARIFF_ZONE,
      );
      return [statement.id, line] as const;
    }),
  );
}
