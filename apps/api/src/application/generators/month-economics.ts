import { Injectable } from '@nestjs/common';
import {
  generatorEconomics,
  Lbp,
  Money,
  Month,
  paymentsReportRows,
  paymentsReportTotals,
  Quantity,
  type GeneratorEconomics,
} from '@kahraba/billing-domain';
import {
  readArchivedMonths,
  readLiveMonths,
  readMonthRate,
  readPaymentsGroups,
  readSystemFigures,
  sumGeneratorCosts,
} from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';

/**
 * Gathers a month's figures from the sums the dashboard and the payments report already make
 * (docs/generator-economics.md#the-monthly-report) and lets the domain compute the economics: a system
 * whose live month it is counts its live statements (the dashboard's live figures), a system that
 * closed it counts its monthly archive; collected is the ledger's payments received in the month.
 */
@Injectable()
export class MonthEconomics {
  constructor(private readonly db: Database) {}

  async of(month: Month, today: string): Promise<GeneratorEconomics> {
    const text = month.toString();
    const [liveMonths, live, closed, payments, costs, rate] = await Promise.all([
      readLiveMonths(this.db),
      readSystemFigures(this.db),
      readArchivedMonths(this.db, 1, text),
      readPaymentsGroups(this.db, 'system', { from: `${text}-01`, to: month.lastDay() }),
      sumGeneratorCosts(this.db, text),
      readMonthRate(this.db, text),
    ]);
    const liveMonthOf = new Map(liveMonths.map((row) => [row.system, row.month]));
    const todayMonth = Month.ofDay(today).toString();
    const billing = [
      ...live
        .filter((system) => (liveMonthOf.get(system.id) ?? todayMonth) === text)
        .map((system) => ({ billed: system.billed, kwh: system.kwh })),
      ...closed.map((system) => ({ billed: system.billed, kwh: system.kwh })),
    ];
    return generatorEconomics({
      month: text,
      rate,
      kwhBilled: billing.reduce((sum, row) => sum.plus(Quantity.parse(row.kwh)), Quantity.zero),
      billed: Money.sum(billing.map((row) => Money.parse(row.billed))),
      collected: paymentsReportTotals(paymentsReportRows('system', payments)).totalUsd,
      costs: costs.map((row) => ({
        kind: row.kind,
        typedUsd: Money.parse(row.usd),
        typedLbp: Lbp.ofPounds(Number(row.lbp)),
        litresHundredths: Math.round(Number(row.litres) * 100),
        hoursHundredths: Math.round(Number(row.hours) * 100),
      })),
    });
  }
}
