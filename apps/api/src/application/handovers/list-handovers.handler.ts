import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readHandoverDay } from '@kahraba/billing-domain';
import { readHandoverDays } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { toHandoverDay, type HandoverDay } from './handover-day';
import { ListHandoversQuery } from './list-handovers.query';

@QueryHandler(ListHandoversQuery)
export class ListHandoversHandler implements IQueryHandler<ListHandoversQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ day }: ListHandoversQuery): Promise<HandoverDay[]> {
    const stored = await readHandoverDays(this.db, readHandoverDay(day, this.clock.today()));
    return stored.map(toHandoverDay);
  }
}
