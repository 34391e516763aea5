import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplyOfficialTariffHandler } from './apply-official-tariff.handler';
import { GetComplianceHandler } from './get-compliance.handler';
import { GetOfficialTariffHandler } from './get-official-tariff.handler';
import { ListOfficialTariffsHandler } from './list-official-tariffs.handler';
import { SetOfficialTariffHandler } from './set-official-tariff.handler';

/** The official tariff and compliance (docs/official-tariff.md), for the API and the CLI alike. */
@Module({
  imports: [CqrsModule],
  providers: [
    ApplyOfficialTariffHandler,
    GetComplianceHandler,
    GetOfficialTariffHandler,
    ListOfficialTariffsHandler,
    SetOfficialTariffHandler,
  ],
})
export class OfficialTariffsModule {}
