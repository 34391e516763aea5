import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { ApplyOfficialTariffCommand } from '../../application/tariffs/apply-official-tariff.command';
import { GetComplianceQuery } from '../../application/tariffs/get-compliance.query';
import { GetOfficialTariffQuery } from '../../application/tariffs/get-official-tariff.query';
import { ListOfficialTariffsQuery } from '../../application/tariffs/list-official-tariffs.query';
import { SetOfficialTariffCommand } from '../../application/tariffs/set-official-tariff.command';
import { ApplyOfficialTariffDto, ComplianceQueryDto, OfficialTariffDto } from './official-tariffs.dto';
import {
  ComplianceResponse,
  OfficialTariffApplicationResponse,
  OfficialTariffResponse,
} from './official-tariffs.response';

/**
 * The ministry's monthly tariff as data and the compliance of the bills with it (docs/official-tariff.md).
 * Entering and applying it are for administrators; reading it and the compliance list for every office user.
 */
@ApiTags('official-tariff')
@ApiErrorResponses(401)
@Controller('api')
export class OfficialTariffsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('official-tariffs')
  @ApiOkResponse({ type: [OfficialTariffResponse] })
  list(): Promise<OfficialTariffResponse[]> {
    return this.queries.execute(new ListOfficialTariffsQuery());
  }

  @Get('official-tariffs/:month')
  @ApiOkResponse({ type: OfficialTariffResponse })
  @ApiErrorResponses(400, 404)
  get(@Param('month') month: string): Promise<OfficialTariffResponse> {
    return this.queries.execute(new GetOfficialTariffQuery(month));
  }

  @Put('official-tariffs/:month')
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: OfficialTariffResponse })
  @ApiErrorResponses(400, 403)
  set(
    @Param('month') month: string,
    @Body() body: OfficialTariffDto,
    @CurrentUser() user: UserView,
  ): Promise<OfficialTariffResponse> {
    return this.commands.execute(new SetOfficialTariffCommand(month, body, user.email));
  }

  @Post('official-tariffs/:month/apply')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: OfficialTariffApplicationResponse })
  @ApiErrorResponses(400, 403, 404, 409)
  apply(
    @Param('month') month: string,
    @Body() body: ApplyOfficialTariffDto,
    @CurrentUser() user: UserView,
  ): Promise<OfficialTariffApplicationResponse> {
    return this.commands.execute(new ApplyOfficialTariffCommand(month, body.system, user.email));
  }

  @Get('compliance')
  @ApiOkResponse({ type: ComplianceResponse })
  @ApiErrorResponses(400, 404)
  compliance(@Query() query: ComplianceQueryDto): Promise<ComplianceResponse> {
    return this.queries.execute(new GetComplianceQuery(query.month, query.system));
  }
}
