import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetCompanyProfileHandler } from './get-company-profile.handler';
import { GetPublicAddressHandler } from './get-public-address.handler';
import { GetTableConfigHandler } from './get-table-config.handler';
import { SetPublicAddressHandler } from './set-public-address.handler';
import { UpdateCompanyProfileHandler } from './update-company-profile.handler';
import { UpdateTableConfigHandler } from './update-table-config.handler';

/** The settings context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    GetCompanyProfileHandler,
    GetPublicAddressHandler,
    GetTableConfigHandler,
    SetPublicAddressHandler,
    UpdateCompanyProfileHandler,
    UpdateTableConfigHandler,
  ],
})
export class SettingsModule {}
