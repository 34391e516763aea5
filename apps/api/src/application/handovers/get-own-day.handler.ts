import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readHandoverDay } from '@kahraba/billing-domain';
import { readHandoverDays } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { GetOwnDayQuery } from './get-own-day.query';
import { toHandoverDay, type HandoverDay } from './handover-day';

@QueryHandler(GetOwnDayQuery)
export class GetOwnDayHandler implements IQueryHandler<GetOwnDayQuery> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, userName, day }: GetOwnDayQuery): Promise<HandoverDay> {
    const asked = readHandoverDay(day, this.clock.today());
    const [stored] = await readHandoverDays(this.db, asked, userId);
    return toHandoverDay(
      stored ?? {
        collectorId: userId,
        collectorName: userName,
        day: asked,
        count: 0,
        usdReceived: '0',
        lbpReceived: '0',
        countedUsd: null,
        countedLbp: null,
        recordedBy: null,
        recordedAt: null,
      },
    );
  }
}
