import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { Clock } from '../clock/clock';
import { AppConfigResponse } from './app-config.response';
import { publicUrlOf } from './public-url';

/** The deployment's settings the web needs (public: the portal and the QR page use them). */
@ApiTags('app-config')
@Controller('api/app-config')
export class AppConfigController {
  private readonly publicUrl = publicUrlOf(process.env);

  constructor(private readonly clock: Clock) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigResponse })
  read(): AppConfigResponse {
    return { businessTimeZone: this.clock.timeZone, publicUrl: this.publicUrl };
  }
}
