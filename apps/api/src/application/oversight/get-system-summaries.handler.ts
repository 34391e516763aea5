import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  HISTORY_MONTHS,
  Lbp,
  Money,
  monthlyHistory,
  Quantity,
  summariseSystems,
  type SystemSummary,
} from '@kahraba/billing-domain';
import {
  countPendingCustomers,
  readArchivedMonths,
  readExchangeRate,
  readSystemFigures,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetSystemSummariesQuery } from './get-system-summaries.query';
import type { SystemCard, SystemSummaries } from './system-summaries';

@QueryHandler(GetSystemSummariesQuery)
export class GetSystemSummariesHandler implements IQueryHandler<GetSystemSummariesQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<SystemSummaries> {
    const [stored, archivedMonths, pendingCount, rate] = await Promise.all([
      readSystemFigures(this.db),
      readArchivedMonths(this.db, HISTORY_MONTHS),
      countPendingCustomers(this.db),
      readExchangeRate(this.db),
    ]);
    const { systems, grandTotals } = summariseSystems(
      stored.map((row) => ({
        id: row.id,
        name: row.name,
        customers: row.customers,
        billed: Money.parse(row.billed),
        collected: Money.parse(row.collected),
        amperes: Quantity.parse(row.amperes),
        kwh: Quantity.parse(row.kwh),
        archivedRows: row.archivedRows,
        lbpReceived: Lbp.ofPounds(Number(row.lbpReceived)),
        usdSettledInLbp: Money.parse(row.usdSettledInLbp),
        arrearsCarried: Money.parse(row.arrearsCarried),
      })),
      rate,
    );
    const tariffOf = new Map(stored.map((row) => [row.id, row.tariff]));
    const cards = systems.map((system) => toCard(system, tariffOf.get(system.id)!));
    const card = (id: string) => cards.find((entry) => entry.id === id) ?? emptyCard(id);
    return {
      ampereSystem: card('ampere'),
      mahmoudSystem: card('mahmoud-kwh'),
      baydawiSystem: card('baydawi-kwh'),
      kwhSystem: card('kwh'),
      systems: cards,
      grandTotals: {
        totalAmount: grandTotals.billed.toNumber(),
        totalPaid: grandTotals.collected.toNumber(),
        totalAmpere: grandTotals.amperes.toNumber(),
        totalKwh: grandTotals.kwh.toNumber(),
        totalCustomers: grandTotals.customers,
        totalRecords: grandTotals.records,
        totalAmountLbp: grandTotals.billedLbp.toNumber(),
        totalPaidLbp: grandTotals.collectedLbp.toNumber(),
        arrearsCarried: grandTotals.arrearsCarried.toNumber(),
        arrearsCarriedLbp: grandTotals.arrearsCarriedLbp.toNumber(),
      },
      pendingCount,
      exchangeRate: rate.toNumber(),
      months: monthlyHistory(
        archivedMonths.map((row) => ({
          month: row.month,
          system: row.system,
          billed: Money.parse(row.billed),
          collected: Money.parse(row.collected),
          carried: Money.parse(row.carried),
        })),
      ).map((entry) => ({
        month: entry.month.toString(),
        label: entry.month.label(),
        totalAmount: entry.billed.toNumber(),
        totalPaid: entry.collected.toNumber(),
        arrearsCarried: entry.carried.toNumber(),
        systems: entry.systems.map(({ system, billed, collected, carried }) => ({
          system,
          totalAmount: billed.toNumber(),
          totalPaid: collected.toNumber(),
          arrearsCarried: carried.toNumber(),
        })),
      })),
    };
  }
}

function toCard(system: SystemSummary, tariff: string): SystemCard {
  return {
    id: system.id,
    name: system.name,
    tariff: tariff as SystemCard['tariff'],
    totalCustomers: system.customers,
    totalAmount: system.billed.toNumber(),
    totalPaid: system.collected.toNumber(),
    totalAmpere: system.amperes.toNumber(),
    totalKwh: system.kwh.toNumber(),
    recordCount: system.recordCount,
    totalAmountLbp: system.billedLbp.toNumber(),
    totalPaidLbp: system.collectedLbp.toNumber(),
    arrearsCarried: system.arrearsCarried.toNumber(),
    arrearsCarriedLbp: system.arrearsCarriedLbp.toNumber(),
  };
}

/** A seeded system missing from billing_systems has nothing to count. */
function emptyCard(id: string): SystemCard {
  return {
    id,
    name: id,
    tariff: id === 'ampere' ? 'flat-per-ampere' : 'metered-per-kwh',
    totalCustomers: 0,
    totalAmount: 0,
    totalPaid: 0,
    totalAmpere: 0,
    totalKwh: 0,
    recordCount: 0,
    totalAmountLbp: 0,
    totalPaidLbp: 0,
    arrearsCarried: 0,
    arrearsCarriedLbp: 0,
  };
}
