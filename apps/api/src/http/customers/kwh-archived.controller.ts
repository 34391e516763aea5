import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { ArchivedKwhCustomerResponse, KwhCustomerResponse } from './kwh-customer.response';
import { KwhSearchDto } from './kwh-customers.dto';
import { MeteredSystemParam } from '../systems/metered-system.param';
import { ListArchivedCustomersQuery } from '../../application/customers/list-archived-customers.query';
import { RestoreCustomerCommand } from '../../application/customers/restore-customer.command';
import { SystemCatalog } from '../../application/systems/system-catalog';

/**
 * A metered system's deleted customers (`/api/{system}-archived`;
 * docs/business-rules.md#deleting-and-restoring-customers).
 */
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
  async list(@Param('system') system: string): Promise<ArchivedKwhCustomerResponse[]> {
    return this.queries.execute(
      new ListArchivedCustomersQuery<ArchivedKwhCustomerResponse>(await this.metered(system)),
    );
  }

  @Get('search')
  @ApiOkResponse({ type: [ArchivedKwhCustomerResponse] })
  @ApiErrorResponses(400)
  async search(
    @Param('system') system: string,
    @Query() query: KwhSearchDto,
  ): Promise<ArchivedKwhCustomerResponse[]> {
    return this.queries.execute(
      new ListArchivedCustomersQuery<ArchivedKwhCustomerResponse>(await this.metered(system), query.q ?? ''),
    );
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: KwhCustomerResponse })
  async restore(
    @Param('system') system: string,
    @Param('id') id: string,
    @CurrentUser() user: UserView,
  ): Promise<KwhCustomerResponse> {
    const metered = await this.metered(system);
    return this.commands.execute(new RestoreCustomerCommand<KwhCustomerResponse>(metered, id, user.email));
  }

  /** The system of a metered path; a flat one has no kWh routes (404 in Arabic, as any unknown word). */
  private async metered(system: string): Promise<string> {
    return (await this.catalog.metered(system)).id;
  }
}
