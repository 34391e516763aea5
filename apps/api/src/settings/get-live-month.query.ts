import { Query } from '@nestjs/cqrs';

export interface LiveMonthView {
  system: string;
  liveMonth: string;
  label: string;
}

/** The month the system's live records bill, 'YYYY-MM' with its Arabic label. */
export class GetLiveMonthQuery extends Query<LiveMonthView> {
  constructor(readonly system: 'ampere') {
    super();
  }
}
