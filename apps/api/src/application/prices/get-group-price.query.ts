import { Query } from '@nestjs/cqrs';
import type { GroupPrice } from './group-price';
import type { BillingSystemRef } from '../systems/system-catalog';

/** A metered group's current price per kWh, which its new customers start from (docs/metered-group-price.md). */
export class GetGroupPriceQuery extends Query<GroupPrice> {
  constructor(readonly system: BillingSystemRef) {
    super();
  }
}
