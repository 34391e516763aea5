import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { UserView } from '../../application/access/user.view';
import { GetOwnDayQuery } from '../../application/handovers/get-own-day.query';
import { ListHandoversQuery } from '../../application/handovers/list-handovers.query';
import { RecordHandoverCommand } from '../../application/handovers/record-handover.command';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { toHandoverResponse } from './handover.mapper';
import { HandoverResponse } from './handover.response';
import { RecordHandoverDto } from './handovers.dto';

const DAY_QUERY = {
  name: 'day',
  required: false,
  type: String,
  description: 'The business day, YYYY-MM-DD (today by default; a day to come is refused)',
} as const;

/**
 * The collectors' cash handover (docs/handover.md): administrators list each collector's day and record
 * what they counted; every signed-in user, a collector first, reads their own day's totals.
 */
@ApiTags('handovers')
@ApiErrorResponses(401, 403)
@Controller('api/handovers')
export class HandoversController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @UseGuards(AdminOnlyGuard)
  @ApiQuery(DAY_QUERY)
  @ApiOkResponse({
    type: [HandoverResponse],
    description: 'Every collector who took money that day or was counted',
  })
  @ApiErrorResponses(400)
  async list(@Query('day') day?: string): Promise<HandoverResponse[]> {
    const days = await this.queries.execute(new ListHandoversQuery(day));
    return days.map(toHandoverResponse);
  }

  @CollectorAllowed()
  @Get('mine')
  @ApiQuery(DAY_QUERY)
  @ApiOkResponse({ type: HandoverResponse, description: "The signed-in user's own day" })
  @ApiErrorResponses(400)
  async mine(@CurrentUser() user: UserView, @Query('day') day?: string): Promise<HandoverResponse> {
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
    return toHandoverResponse(await this.queries.execute(new GetOwnDayQuery(user.id, name, day)));
  }

  // Counting a day again replaces its count (the audit keeps both): 200 either way.
  @Post()
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({
    type: HandoverResponse,
    description: 'The day with what was taken, counted and the difference',
  })
  @ApiErrorResponses(400, 404)
  async record(@Body() body: RecordHandoverDto, @CurrentUser() user: UserView): Promise<HandoverResponse> {
    const day = await this.commands.execute(
      new RecordHandoverCommand(
        body.collectorId,
        body.day ?? null,
        body.countedUsd,
        body.countedLbp,
        user.email,
      ),
    );
    return toHandoverResponse(day);
  }
}
