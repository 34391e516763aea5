import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExchangeRate } from '@kahraba/billing-domain';
import { listCollectRoster } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { toCollectCustomerResponse } from './collect-customer.mapper';
import type { CollectRosterResponse } from './collect-roster.response';
import { ListCollectCustomersQuery } from './list-collect-customers.query';

@QueryHandler(ListCollectCustomersQuery)
export class ListCollectCustomersHandler implements IQueryHandler<ListCollectCustomersQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, month, exchangeRate }: ListCollectCustomersQuery): Promise<CollectRosterResponse> {
    const { tables } = await this.catalog.tables(system);
    const rate = ExchangeRate.of(exchangeRate);
    const rows = await listCollectRoster(this.db, tables);
    return {
      system,
      month,
      exchangeRate: rate.toNumber(),
      customers: rows.map((row) => toCollectCustomerResponse(row, rate)),
    };
  }
}
