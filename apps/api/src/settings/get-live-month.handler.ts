import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AMPERE_TABLES, readLiveMonth } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { GetLiveMonthQuery, type LiveMonthView } from './get-live-month.query';

@QueryHandler(GetLiveMonthQuery)
export class GetLiveMonthHandler implements IQueryHandler<GetLiveMonthQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ system }: GetLiveMonthQuery): Promise<LiveMonthView> {
    const month = await readLiveMonth(this.db, AMPERE_TABLES, this.clock.now());
    const next = month.next();
    return {
      system,
      liveMonth: month.toString(),
      label: month.label(),
      nextMonth: next.toString(),
      nextLabel: next.label(),
    };
  }
}
