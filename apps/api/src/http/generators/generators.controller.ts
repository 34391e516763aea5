import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { generatorEconomicsSheets, type GeneratorEconomics } from '@kahraba/billing-domain';
import type { UserView } from '../../application/access/user.view';
import { AddGeneratorCommand } from '../../application/generators/add-generator.command';
import { ArchiveGeneratorCommand } from '../../application/generators/archive-generator.command';
import { EditGeneratorCommand } from '../../application/generators/edit-generator.command';
import { GetEconomicsHistoryQuery } from '../../application/generators/get-economics-history.query';
import { GetGeneratorEconomicsQuery } from '../../application/generators/get-generator-economics.query';
import { ImportGeneratorCostsCommand } from '../../application/generators/import-generator-costs.command';
import { ListGeneratorCostsQuery } from '../../application/generators/list-generator-costs.query';
import { ListGeneratorsQuery } from '../../application/generators/list-generators.query';
import { RecordGeneratorCostCommand } from '../../application/generators/record-generator-cost.command';
import { VoidGeneratorCostCommand } from '../../application/generators/void-generator-cost.command';
import { xlsxWorkbook, XLSX_CONTENT_TYPE } from '../../application/sheets/xlsx-workbook';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { MessageResponse } from '../common/message.response';
import { uuid } from '../common/uuid-pipes';
import {
  GeneratorChangesDto,
  GeneratorCostDto,
  GeneratorDto,
  ImportGeneratorCostsDto,
} from './generators.dto';
import { toGeneratorEconomicsResponse } from './generators.mapper';
import {
  GeneratorCostImportResponse,
  GeneratorCostListResponse,
  GeneratorCostResponse,
  GeneratorEconomicsResponse,
  GeneratorResponse,
} from './generators.response';

const MONTH_QUERY = {
  name: 'month',
  required: false,
  type: String,
  description: 'YYYY-MM; this month by default',
};

/**
 * The generators, their log and the month's economics (docs/generator-economics.md). Administrators
 * keep the generators; administrators and operators keep the log and read the report (collectors no).
 */
@ApiTags('generators')
@ApiErrorResponses(401, 403)
@Controller('api')
export class GeneratorsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('generators')
  @UseGuards(AdminOnlyGuard)
  @ApiCreatedResponse({ type: GeneratorResponse })
  @ApiErrorResponses(400)
  add(@Body() body: GeneratorDto, @CurrentUser() user: UserView): Promise<GeneratorResponse> {
    return this.commands.execute(
      new AddGeneratorCommand({ name: body.name, kvaHundredths: body.kva }, user.email),
    );
  }

  @Get('generators')
  @ApiOkResponse({ type: [GeneratorResponse], description: 'The generators not archived, by name' })
  list(): Promise<GeneratorResponse[]> {
    return this.queries.execute(new ListGeneratorsQuery());
  }

  @Patch('generators/:id')
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: GeneratorResponse })
  @ApiErrorResponses(400, 404)
  edit(
    @Param('id', uuid) id: string,
    @Body() body: GeneratorChangesDto,
    @CurrentUser() user: UserView,
  ): Promise<GeneratorResponse> {
    const changes = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.kva === undefined ? {} : { kvaHundredths: body.kva }),
    };
    return this.commands.execute(new EditGeneratorCommand(id, changes, user.email));
  }

  @Delete('generators/:id')
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: MessageResponse, description: 'Archived; its log lines stay' })
  @ApiErrorResponses(400, 404)
  async archive(@Param('id', uuid) id: string, @CurrentUser() user: UserView): Promise<MessageResponse> {
    await this.commands.execute(new ArchiveGeneratorCommand(id, user.email));
    return { message: 'تمت أرشفة المولد، وبقيت قيوده في السجل' };
  }

  @Post('generator-costs')
  @ApiCreatedResponse({ type: GeneratorCostResponse })
  @ApiErrorResponses(400)
  record(@Body() body: GeneratorCostDto, @CurrentUser() user: UserView): Promise<GeneratorCostResponse> {
    return this.commands.execute(
      new RecordGeneratorCostCommand(
        {
          day: body.day,
          kind: body.kind,
          generatorId: body.generatorId ?? null,
          litresHundredths: body.litres ?? null,
          hoursHundredths: body.hours ?? null,
          amountUsdCents: body.amountUsd ?? null,
          amountLbpPounds: body.amountLbp ?? null,
          note: body.note ?? null,
        },
        user.email,
      ),
    );
  }

  @Get('generator-costs')
  @ApiQuery(MONTH_QUERY)
  @ApiOkResponse({ type: GeneratorCostListResponse })
  @ApiErrorResponses(400)
  costs(@Query('month') month?: string): Promise<GeneratorCostListResponse> {
    return this.queries.execute(new ListGeneratorCostsQuery(month));
  }

  @Post('generator-costs/import')
  @ApiCreatedResponse({ type: GeneratorCostImportResponse, description: 'Every row written, or none' })
  @ApiErrorResponses(400)
  import(
    @Body() body: ImportGeneratorCostsDto,
    @CurrentUser() user: UserView,
  ): Promise<GeneratorCostImportResponse> {
    return this.commands.execute(new ImportGeneratorCostsCommand(body.rows, user.email));
  }

  @Delete('generator-costs/imports/:importId')
  @ApiOkResponse({ type: MessageResponse, description: 'Every line of the import taken back (archived)' })
  @ApiErrorResponses(400, 404)
  async voidImport(
    @Param('importId', uuid) importId: string,
    @CurrentUser() user: UserView,
  ): Promise<MessageResponse> {
    const count = await this.commands.execute(new VoidGeneratorCostCommand(importId, user.email, true));
    return { message: `تم إلغاء الاستيراد: ${count} قيد` };
  }

  @Delete('generator-costs/:id')
  @ApiOkResponse({ type: MessageResponse, description: 'The line taken back (archived, kept)' })
  @ApiErrorResponses(400, 404)
  async void(@Param('id', uuid) id: string, @CurrentUser() user: UserView): Promise<MessageResponse> {
    await this.commands.execute(new VoidGeneratorCostCommand(id, user.email));
    return { message: 'تم إلغاء القيد' };
  }

  @Get('generator-economics')
  @ApiQuery(MONTH_QUERY)
  @ApiOkResponse({ type: GeneratorEconomicsResponse })
  @ApiErrorResponses(400)
  async economics(@Query('month') month?: string): Promise<GeneratorEconomicsResponse> {
    return toGeneratorEconomicsResponse(await this.queries.execute(new GetGeneratorEconomicsQuery(month)));
  }

  @Get('generator-economics/history')
  @ApiOkResponse({
    type: [GeneratorEconomicsResponse],
    description: 'The last twelve months, this month last',
  })
  async history(): Promise<GeneratorEconomicsResponse[]> {
    const months: GeneratorEconomics[] = await this.queries.execute(new GetEconomicsHistoryQuery());
    return months.map(toGeneratorEconomicsResponse);
  }

  @Get('generator-economics.xlsx')
  @ApiQuery(MONTH_QUERY)
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({
    description: "The month's report and its log lines as an Excel workbook, right to left",
    schema: { type: 'string', format: 'binary' },
  })
  @ApiErrorResponses(400)
  async xlsx(
    @Res({ passthrough: true }) response: Response,
    @Query('month') month?: string,
  ): Promise<StreamableFile> {
    const economics = await this.queries.execute(new GetGeneratorEconomicsQuery(month));
    const { lines } = await this.queries.execute(new ListGeneratorCostsQuery(economics.month));
    const file = await xlsxWorkbook(generatorEconomicsSheets(economics, lines));
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file, {
      type: XLSX_CONTENT_TYPE,
      disposition: `attachment; filename="generator-economics-${economics.month}.xlsx"`,
      length: file.length,
    });
  }
}
