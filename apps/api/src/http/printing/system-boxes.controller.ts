import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { ListClosedMonthsQuery } from '../../application/printing/list-closed-months.query';
import { ListSystemBoxesQuery } from '../../application/printing/list-system-boxes.query';

/** GET /api/{type}-boxes, the boxes of ampere or of any metered system; and the months a
 * system closed, which print again from the monthly archive (docs/printing.md). */
@ApiTags('printing')
@ApiErrorResponses(401, 404)
@Controller('api')
export class SystemBoxesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':type-boxes')
  @ApiParam({
    name: 'type',
    description: 'ampere or a metered system: mahmoud-kwh, baydawi-kwh, …',
    example: 'ampere',
  })
  @ApiOkResponse({ type: [String], description: 'box numbers, numerically (no box left out)' })
  boxes(@Param('type') type: string): Promise<string[]> {
    return this.queries.execute(new ListSystemBoxesQuery(type));
  }

  @Get(':type-closed-months')
  @ApiParam({
    name: 'type',
    description: 'ampere or a metered system: mahmoud-kwh, baydawi-kwh, …',
    example: 'mahmoud-kwh',
  })
  @ApiOkResponse({ type: [String], description: "the months the system closed, 'YYYY-MM', newest first" })
  closedMonths(@Param('type') type: string): Promise<string[]> {
    return this.queries.execute(new ListClosedMonthsQuery(type));
  }
}
