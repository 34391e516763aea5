import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { MeterReaderAllowed } from '../access/meter-reader-allowed.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { MeteredSystemParam } from '../systems/metered-system.param';
import type { UserView } from '../../application/access/user.view';
import { GetReadingRoundQuery } from '../../application/readings/get-reading-round.query';
import { RecordMeterReadingCommand } from '../../application/readings/record-meter-reading.command';
import { RecordMeterReadingDto } from './reading-round.dto';
import { MeterReadingAnswerResponse, ReadingRoundResponse } from './reading-round.response';
import { uuid } from '../common/uuid-pipes';

/**
 * The reading round of every metered group (docs/business-rules.md#the-reading-round-and-estimates). The
 * office reads, and so does a collector an administrator lets read meters (docs/meter-reader.md); other
 * collectors are refused.
 */
@ApiTags('reading-round')
@MeterReaderAllowed()
@MeteredSystemParam()
@ApiErrorResponses(401, 404)
@Controller('api/:system-customers')
export class ReadingRoundController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('reading-round')
  @ApiQuery({
    name: 'boxes',
    required: false,
    description: 'Comma-separated boxes whose customers to list (walking order); absent: progress only',
  })
  @ApiOkResponse({ type: ReadingRoundResponse })
  round(@Param('system') system: string, @Query('boxes') boxes?: string): Promise<ReadingRoundResponse> {
    return this.queries.execute(new GetReadingRoundQuery(system, boxListOf(boxes)));
  }

  @Post(':id/readings')
  @ApiCreatedResponse({
    type: MeterReadingAnswerResponse,
    description: "Applied, with the customer's new bill",
  })
  @ApiOkResponse({ type: MeterReadingAnswerResponse, description: 'Applied before under the same clientId' })
  @ApiErrorResponses(400, 409)
  async record(
    @Param('system') system: string,
    @Param('id', uuid) id: string,
    @Body() body: RecordMeterReadingDto,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MeterReadingAnswerResponse> {
    const { answer, created } = await this.commands.execute(
      new RecordMeterReadingCommand(system, id, body, user.email, user.id),
    );
    response.status(created ? 201 : 200);
    return answer as MeterReadingAnswerResponse;
  }
}

/** '1,2, 3' → ['1', '2', '3']; '' is the customers without a box; absent → null (progress only). */
function boxListOf(boxes: string | undefined): string[] | null {
  if (boxes === undefined) return null;
  return [...new Set(boxes.split(',').map((box) => box.trim()))];
}
