import { Query } from '@nestjs/cqrs';
import type { CompanyProfile } from './company-profile';

export interface TableConfig {
  mahmoudBoxes: string;
  baydawiBoxes: string;
}

export class GetCompanyProfileQuery extends Query<CompanyProfile> {}

/** spec 000 §7.5: a number, default 89500 LBP per dollar. */
export class GetExchangeRateQuery extends Query<number> {}

/** spec 000 §7.5: amperage → subscription fee in LBP. */
export class GetSubscriptionPricingQuery extends Query<Record<string, number>> {}

export class GetAmperePricingQuery extends Query<{ globalPrice: number; lowPrice: number }> {}

/** spec 001 §3: the box ranges of the two panels of the main table. */
export class GetTableConfigQuery extends Query<TableConfig> {}

export class GetLiveMonthQuery extends Query<{ system: string; liveMonth: string; label: string }> {
  constructor(readonly system: 'ampere') {
    super();
  }
}
