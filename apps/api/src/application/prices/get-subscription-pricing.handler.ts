import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../database/sql-database.provider';
import { GetSubscriptionPricingQuery } from './get-subscription-pricing.query';

@QueryHandler(GetSubscriptionPricingQuery)
export class GetSubscriptionPricingHandler implements IQueryHandler<GetSubscriptionPricingQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<Record<string, number>> {
    const rows = await this.db.query<{ amperage: number; price: number }>(
      'SELECT amperage, price::float8 AS price FROM subscription_pricing ORDER BY amperage',
    );
    return Object.fromEntries(rows.map((row) => [String(row.amperage), row.price]));
  }
}
