import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CutOffCustomerHandler } from './cut-off-customer.handler';
import { GetCutOffSettingsHandler } from './get-cut-off-settings.handler';
import { ReconnectCustomerHandler } from './reconnect-customer.handler';
import { SetCutOffSettingsHandler } from './set-cut-off-settings.handler';

/** The cut-off context's handlers (docs/cut-off.md), for the API and the CLI alike. */
@Module({
  imports: [CqrsModule],
  providers: [
    CutOffCustomerHandler,
    ReconnectCustomerHandler,
    GetCutOffSettingsHandler,
    SetCutOffSettingsHandler,
  ],
})
export class CutOffModule {}
