import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExchangeRate } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { GetExchangeRateQuery } from './get-exchange-rate.query';

@QueryHandler(GetExchangeRateQuery)
export class GetExchangeRateHandler implements IQueryHandler<GetExchangeRateQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<number> {
    const [row] = await this.db.query<{ usd_to_lbp: string }>(
      'SELECT usd_to_lbp::text FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1',
    );
    return (row ? ExchangeRate.of(row.usd_to_lbp) : ExchangeRate.default).toNumber();
  }
}
