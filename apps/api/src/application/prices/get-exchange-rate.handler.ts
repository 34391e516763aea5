import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readExchangeRate } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetExchangeRateQuery } from './get-exchange-rate.query';

@QueryHandler(GetExchangeRateQuery)
export class GetExchangeRateHandler implements IQueryHandler<GetExchangeRateQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<number> {
    return (await readExchangeRate(this.db)).toNumber();
  }
}
