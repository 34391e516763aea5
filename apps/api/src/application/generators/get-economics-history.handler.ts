import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Month, type GeneratorEconomics } from '@kahraba/billing-domain';
import { Clock } from '../clock/clock';
import { GetEconomicsHistoryQuery } from './get-economics-history.query';
import { MonthEconomics } from './month-economics';

/** Twelve months: this one and the eleven before it. */
const HISTORY_MONTHS = 12;

@QueryHandler(GetEconomicsHistoryQuery)
export class GetEconomicsHistoryHandler implements IQueryHandler<GetEconomicsHistoryQuery> {
  constructor(
    private readonly economics: MonthEconomics,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<GeneratorEconomics[]> {
    const today = this.clock.today();
    const months: Month[] = [];
    for (let month = Month.ofDay(today); months.length < HISTORY_MONTHS; month = month.previous()) {
      months.unshift(month);
    }
    // One month after the other: the pool is shared with the office's work.
    const answers: GeneratorEconomics[] = [];
    for (const month of months) answers.push(await this.economics.of(month, today));
    return answers;
  }
}
