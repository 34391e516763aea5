import { Query } from '@nestjs/cqrs';
import type { GroupPriceResponse } from '../../http/prices/group-price.response';

/** A metered group's current price per kWh, which its new customers start from (docs/metered-group-price.md). */
export class GetGroupPriceQuery extends Query<GroupPriceResponse> {
  constructor(readonly system: string) {
    super();
  }
}
