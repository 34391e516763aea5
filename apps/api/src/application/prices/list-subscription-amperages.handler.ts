import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../database/sql-database.provider';
import {
  ListSubscriptionAmperagesQuery,
  type SubscriptionAmperage,
} from './list-subscription-amperages.query';

@QueryHandler(ListSubscriptionAmperagesQuery)
export class ListSubscriptionAmperagesHandler implements IQueryHandler<ListSubscriptionAmperagesQuery> {
  constructor(private readonly db: Database) {}

  execute(): Promise<SubscriptionAmperage[]> {
    // Only whole amperages: a fractional one can have no price in the map (subscription-fee.ts).
    return this.db.query<SubscriptionAmperage>(
      `SELECT ampere::int AS amperage, count(*)::int AS "customerCount" FROM kwh_customers
       WHERE ampere > 0 AND ampere = trunc(ampere) GROUP BY ampere ORDER BY ampere`,
    );
  }
}
