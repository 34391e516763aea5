import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Month, NotFoundError } from '@kahraba/billing-domain';
import { readOfficialTariff } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { GetOfficialTariffQuery } from './get-official-tariff.query';
import { officialTariffViewOf, type OfficialTariffView } from './official-tariff.view';

@QueryHandler(GetOfficialTariffQuery)
export class GetOfficialTariffHandler implements IQueryHandler<GetOfficialTariffQuery> {
  constructor(private readonly db: Database) {}

  async execute({ month }: GetOfficialTariffQuery): Promise<OfficialTariffView> {
    const asked = Month.parse(month);
    const stored = await readOfficialTariff(this.db, asked.toString());
    if (!stored) {
      throw new NotFoundError(`لا توجد تسعيرة رسمية لشهر ${asked.label()}`, 'OFFICIAL_TARIFF_NOT_FOUND');
    }
    return officialTariffViewOf(stored);
  }
}
