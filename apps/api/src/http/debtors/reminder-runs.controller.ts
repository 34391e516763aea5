import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserView } from '../../application/access/user.view';
import { GetReminderRunQuery } from '../../application/debtors/get-reminder-run.query';
import { MarkReminderOpenedCommand } from '../../application/debtors/mark-reminder-opened.command';
import { StartReminderRunCommand } from '../../application/debtors/start-reminder-run.command';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { uuid, uuidOf } from '../common/uuid-pipes';
import { ReminderRunResponse } from './reminder-run.response';
import { StartReminderRunDto } from './reminder-runs.dto';

/** Reminders in one pass (docs/debtors.md#reminders-in-one-pass): start a run, walk it, mark each opened. */
@ApiTags('debtors')
@ApiErrorResponses(401)
@Controller('api/reminder-runs')
export class ReminderRunsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiCreatedResponse({ type: ReminderRunResponse, description: 'The run: each customer a link or a reason' })
  @ApiErrorResponses(400, 404)
  async start(
    @Body() body: StartReminderRunDto,
    @CurrentUser() user: UserView,
  ): Promise<ReminderRunResponse> {
    const runId = await this.commands.execute(
      new StartReminderRunCommand(
        { customers: body.customers, skipRemindedWithinDays: body.skipRemindedWithinDays },
        user.email,
      ),
    );
    return this.queries.execute(new GetReminderRunQuery(runId));
  }

  @Get(':id')
  @ApiOkResponse({ type: ReminderRunResponse })
  @ApiErrorResponses(400, 404)
  find(@Param('id', uuid) id: string): Promise<ReminderRunResponse> {
    return this.queries.execute(new GetReminderRunQuery(id));
  }

  // The path's system is `systemId`: a parameter named `system` is routed to the metered systems only
  // (routeOnlyMeteredSystems).
  @Post(':id/customers/:systemId/:customerId/opened')
  @HttpCode(200)
  @ApiOkResponse({
    type: ReminderRunResponse,
    description: 'The run, the customer reminded (the first opening counts)',
  })
  @ApiErrorResponses(400, 404)
  async opened(
    @Param('id', uuid) id: string,
    @Param('systemId') system: string,
    @Param('customerId', uuidOf('معرّف الزبون غير صالح')) customerId: string,
    @CurrentUser() user: UserView,
  ): Promise<ReminderRunResponse> {
    await this.commands.execute(new MarkReminderOpenedCommand(id, system, customerId, user.email));
    return this.queries.execute(new GetReminderRunQuery(id));
  }
}
