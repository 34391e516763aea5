import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OfficialTariffsController } from './official-tariffs.controller';

/** The HTTP face of the official tariff and compliance. */
@Module({
  imports: [CqrsModule],
  controllers: [OfficialTariffsController],
})
export class OfficialTariffsHttpModule {}
