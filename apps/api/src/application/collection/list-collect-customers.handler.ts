import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExchangeRate } from '@kahraba/billing-domain';
import { GetStatementsQuery } from '../statements/get-statements.query';
import { SystemCatalog } from '../systems/system-catalog';
import { toRosterCustomer, type CollectRoster } from './collect-roster';
import { ListCollectCustomersQuery } from './list-collect-customers.query';

/**
 * The collector's roster: every live customer's statement figures, in one query
 * (docs/business-rules.md#the-statement-of-account).
 */
@QueryHandler(ListCollectCustomersQuery)
export class ListCollectCustomersHandler implements IQueryHandler<ListCollectCustomersQuery> {
  constructor(
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ system, month, exchangeRate }: ListCollectCustomersQuery): Promise<CollectRoster> {
    const { system: found } = await this.catalog.tables(system);
    const statements = await this.queries.execute(new GetStatementsQuery(found.id, 'all'));
    return {
      system,
      month,
      exchangeRate: ExchangeRate.of(exchangeRate).toNumber(),
      customers: statements.map(toRosterCustomer),
    };
  }
}
