import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { ExportReadingsQuery } from '../../application/readings/export-readings.query';
import { ImportReadingsCommand } from '../../application/readings/import-readings.command';
import { BulkUpdateReadingsDto } from './readings.dto';
import { ReadingExportRowResponse, ReadingsImportResponse } from './readings.response';
import { MeteredSystemParam } from '../systems/metered-system.param';

/**
 * Readings, for every metered group (docs/business-rules.md#the-readings-workflow): the sheet out, the new
 * readings in.
 */
@ApiTags('kwh-readings')
@ApiErrorResponses(401, 404)
@Controller('api/:system-customers')
export class KwhReadingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('export-for-readings')
  @MeteredSystemParam()
  @ApiOkResponse({ type: [ReadingExportRowResponse] })
  exportForReadings(@Param('system') system: string): Promise<ReadingExportRowResponse[]> {
    return this.queries.execute(new ExportReadingsQuery(system)) as Promise<ReadingExportRowResponse[]>;
  }

  @Post('bulk-update-readings')
  @HttpCode(200)
  @MeteredSystemParam()
  @ApiOkResponse({ type: ReadingsImportResponse })
  @ApiErrorResponses(400)
  bulkUpdateReadings(
    @Param('system') system: string,
    @Body() body: BulkUpdateReadingsDto,
  ): Promise<ReadingsImportResponse> {
    return this.commands.execute(
      new ImportReadingsCommand(system, body.readings, body.dryRun ?? false, undefined, body.rowNumbers),
    );
  }
}
