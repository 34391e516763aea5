import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listOfficialTariffs } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListOfficialTariffsQuery } from './list-official-tariffs.query';
import { officialTariffViewOf, type OfficialTariffView } from './official-tariff.view';

@QueryHandler(ListOfficialTariffsQuery)
export class ListOfficialTariffsHandler implements IQueryHandler<ListOfficialTariffsQuery> {
  constructor(private readonly db: Database) {}

  async execute(): Promise<OfficialTariffView[]> {
    return (await listOfficialTariffs(this.db)).map(officialTariffViewOf);
  }
}
