import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { countCustomPricedAmpereCustomers, readAmperePricing } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetAmperePricingQuery } from './get-ampere-pricing.query';

@QueryHandler(GetAmperePricingQuery)
export class GetAmperePricingHandler implements IQueryHandler<GetAmperePricingQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<{ globalPrice: number; lowPrice: number; customPriceCount: number }> {
    const pricing = await readAmperePricing(this.db);
    return {
      globalPrice: pricing.globalPrice.toNumber(),
      lowPrice: pricing.lowPrice.toNumber(),
      customPriceCount: await countCustomPricedAmpereCustomers(this.db),
    };
  }
}
