import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/public.decorator';
import { Clock } from '../../application/clock/clock';
import { GetPublicAddressQuery } from '../../application/settings/get-public-address.query';
import { AppConfigResponse } from './app-config.response';

/** The deployment's settings the web needs (public: the portal and the QR page use them). */
@ApiTags('app-config')
@Controller('api/app-config')
export class AppConfigController {
  constructor(
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigResponse })
  async read(): Promise<AppConfigResponse> {
    const { publicUrl, source } = await this.queries.execute(new GetPublicAddressQuery());
    return { businessTimeZone: this.clock.timeZone, publicUrl, publicUrlSource: source };
  }
}
