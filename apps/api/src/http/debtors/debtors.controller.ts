import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { debtorsSheets, formatLebanesePhone, sheetTablesCsv } from '@kahraba/billing-domain';
import type { DebtorsView } from '../../application/debtors/debtor.view';
import { GetDebtorsQuery } from '../../application/debtors/get-debtors.query';
import { xlsxWorkbook, XLSX_CONTENT_TYPE } from '../../application/sheets/xlsx-workbook';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { download } from '../common/file-download';
import { DebtorsResponse } from './debtors.response';

function DebtorsFilters(): MethodDecorator {
  return (target, key, descriptor) => {
    ApiQuery({ name: 'system', required: false, type: String, description: 'One billing system only' })(
      target,
      key,
      descriptor,
    );
    ApiQuery({ name: 'box', required: false, type: String, description: 'One box only' })(
      target,
      key,
      descriptor,
    );
    ApiQuery({
      name: 'minMonths',
      required: false,
      type: String,
      description: 'Owing this many closed months or more (0–120; Arabic-Indic digits read)',
    })(target, key, descriptor);
  };
}

/**
 * Who owes, how much and for how long (docs/debtors.md#the-list), with the downloads: the back office's
 * (operators and administrators; a collector only collects, docs/operator-guide.md#roles).
 */
@ApiTags('debtors')
@ApiErrorResponses(400, 401, 404)
@Controller('api')
export class DebtorsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('debtors')
  @DebtorsFilters()
  @ApiOkResponse({ type: DebtorsResponse })
  list(@Query() question: Record<string, unknown>): Promise<DebtorsResponse> {
    return this.queries.execute(new GetDebtorsQuery(question));
  }

  @Get('debtors.csv')
  @DebtorsFilters()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The debtors as CSV (UTF-8 with a byte-order mark): the customers, then the totals per age',
    schema: { type: 'string' },
  })
  async csv(
    @Query() question: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const debtors = await this.queries.execute(new GetDebtorsQuery(question));
    const file = Buffer.from(sheetTablesCsv(sheetsOf(debtors)), 'utf8');
    return download(response, file, 'text/csv; charset=utf-8', 'debtors.csv');
  }

  @Get('debtors.xlsx')
  @DebtorsFilters()
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'The debtors as an Excel workbook, right to left: the customers, then the totals per age',
    schema: { type: 'string', format: 'binary' },
  })
  async xlsx(
    @Query() question: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const debtors = await this.queries.execute(new GetDebtorsQuery(question));
    const file = await xlsxWorkbook(sheetsOf(debtors));
    return download(response, file, XLSX_CONTENT_TYPE, 'debtors.xlsx');
  }
}

function sheetsOf(debtors: DebtorsView) {
  return debtorsSheets(
    debtors.rows.map((row) => ({
      systemName: row.systemName,
      customerNumber: row.customerNumber,
      name: row.name,
      box: row.box,
      phoneText: row.phone === null ? '' : formatLebanesePhone(row.phone),
      totalDue: row.totalDue,
      totalDueLbp: row.totalDueLbp,
      months: row.months,
      lastPaymentDay: row.lastPayment?.day ?? null,
      lastPaymentAmount: row.lastPayment?.amount ?? null,
      lastReminderDay: row.lastReminderDay,
      cutOffReason: row.cutOff?.reason ?? null,
    })),
    debtors.totals,
  );
}
