import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readExchangeRate, readMeteredGroupPrice } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { SystemCatalog } from '../systems/system-catalog';
import { GetGroupPriceQuery } from './get-group-price.query';
import type { GroupPrice } from './group-price';

@QueryHandler(GetGroupPriceQuery)
export class GetGroupPriceHandler implements IQueryHandler<GetGroupPriceQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
  ) {}

  /** The price as a customer added now takes it: a pound price with its dollars at the stored rate. */
  async execute({ system }: GetGroupPriceQuery): Promise<GroupPrice> {
    const { tables } = await this.catalog.meteredTables(system);
    const [groupPrice, rate] = await Promise.all([
      readMeteredGroupPrice(this.db, tables.system),
      readExchangeRate(this.db),
    ]);
    const price = groupPrice.priceAt(rate);
    return {
      pricePerKwh: price.pricePerKwh.toNumber(),
      pricePerKwhLbp: price.pricePerKwhLbp?.pounds ?? null,
    };
  }
}
