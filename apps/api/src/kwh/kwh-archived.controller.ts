import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiErrorResponses } from '../http/api-error-responses.decorator';
import type { UserView } from '../users/user.mapper';
import { ArchivedKwhCustomerResponse, KwhCustomerResponse } from './kwh-customer.response';
import { KwhSearchDto } from './kwh-customers.dto';
import { ListArchivedKwhCustomersQuery } from './list-archived-kwh-customers.query';
import { MeteredSystemParam } from '../systems/metered-system.param';
import { RestoreCustomerCommand } from '../customers/restore-customer.command';
import { SystemCatalog } from '../systems/system-catalog';

/** spec 001 §2.16, §7: a metered system's deleted customers (`/api/{system}-archived`). */
@ApiTags('kwh-archived')
@MeteredSystemParam()
@ApiErrorResponses(401, 404)
@Controller('api/:system-archived')
export class KwhArchivedController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly catalog: SystemCatalog,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ArchivedKwhCustomerResponse] })
  list(@Param('system') system: string): Promise<ArchivedKwhCustomerResponse[]> {
    return this.queries.execute(new ListArchivedKwhCustomersQuery(system));
  }

  @Get('search')
  @ApiOkResponse({ type: [ArchivedKwhCustomerResponse] })
  @ApiErrorResponses(400)
  search(
    @Param('system') system: string,
    @Query() query: KwhSearchDto,
  ): Promise<ArchivedKwhCustomerResponse[]> {
    return this.queries.execute(new ListArchivedKwhCustomersQuery(system, query.q ?? ''));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhCustomerResponse })
  async restore(
    @Param('system') system: string,
    @Param('id') id: string,
    @CurrentUser() user: UserView,
  ): Promise<KwhCustomerResponse> {
    await this.catalog.metered(system);
    return this.commands.execute(new RestoreCustomerCommand<KwhCustomerResponse>(system, id, user.email));
  }
}
