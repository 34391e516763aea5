import { Query } from '@nestjs/cqrs';
import type { HandoverDay } from './handover-day';

/**
 * What the signed-in user took on a business day (today when none is given), before handing it over
 * (docs/handover.md): zero in both currencies when they took nothing.
 */
export class GetOwnDayQuery extends Query<HandoverDay> {
  constructor(
    readonly userId: string,
    readonly userName: string,
    readonly day?: string,
  ) {
    super();
  }
}
