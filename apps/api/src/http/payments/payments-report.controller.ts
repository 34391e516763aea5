import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import type { UserView } from '../../application/access/user.view';
import {
  PAYMENTS_REPORT_GROUPS,
  paymentsReportSheets,
  sheetTablesCsv,
  type PaymentsReport,
} from '@kahraba/billing-domain';
import { xlsxWorkbook, XLSX_CONTENT_TYPE } from '../../application/sheets/xlsx-workbook';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { download } from '../common/file-download';
import { GetPaymentsReportQuery } from '../../application/payments/get-payments-report.query';
import { toPaymentsReportResponse } from './payments-report.mapper';
import { PaymentsReportResponse } from './payments-report.response';

function ReportQuery(): MethodDecorator {
  return (target, key, descriptor) => {
    ApiQuery({
      name: 'from',
      required: false,
      type: String,
      description: 'First day, YYYY-MM-DD (this month by default)',
    })(target, key, descriptor);
    ApiQuery({
      name: 'to',
      required: false,
      type: String,
      description: 'Last day, YYYY-MM-DD, included; at most 366 days',
    })(target, key, descriptor);
    ApiQuery({ name: 'by', required: false, enum: PAYMENTS_REPORT_GROUPS, description: 'day by default' })(
      target,
      key,
      descriptor,
    );
    ApiQuery({ name: 'system', required: false, type: String, description: 'One billing system only' })(
      target,
      key,
      descriptor,
    );
  };
}

/**
 * What was collected, by whom and how, for the owner (signed in, any role). A collector reads only the
 * payments they took (docs/operator-guide.md#roles).
 */
@CollectorAllowed()
@ApiTags('payments-report')
@ApiErrorResponses(400, 401, 404)
@Controller('api/payments')
export class PaymentsReportController {
  constructor(private readonly queries: QueryBus) {}

  @Get('report')
  @ReportQuery()
  @ApiOkResponse({ type: PaymentsReportResponse })
  async report(
    @Query() question: Record<string, unknown>,
    @CurrentUser() user: UserView,
  ): Promise<PaymentsReportResponse> {
    return toPaymentsReportResponse(await this.read(question, user));
  }

  @Get('report.csv')
  @ReportQuery()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The report as CSV (UTF-8 with a byte-order mark): the groups, then the boxes',
    schema: { type: 'string' },
  })
  async csv(
    @Query() question: Record<string, unknown>,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const report = await this.read(question, user);
    const file = Buffer.from(sheetTablesCsv(paymentsReportSheets(report)), 'utf8');
    return download(response, file, 'text/csv; charset=utf-8', fileName(report, 'csv'));
  }

  @Get('report.xlsx')
  @ReportQuery()
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'The report as an Excel workbook, right to left: the groups, then the boxes',
    schema: { type: 'string', format: 'binary' },
  })
  async xlsx(
    @Query() question: Record<string, unknown>,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const report = await this.read(question, user);
    const file = await xlsxWorkbook(paymentsReportSheets(report));
    return download(response, file, XLSX_CONTENT_TYPE, fileName(report, 'xlsx'));
  }

  /** A collector's report holds only the payments they took. */
  private read(question: Record<string, unknown>, user: UserView): Promise<PaymentsReport> {
    const collectorId = user.role === 'collector' ? user.id : undefined;
    return this.queries.execute(new GetPaymentsReportQuery(question, collectorId));
  }
}

function fileName(report: PaymentsReport, extension: string): string {
  const { from, to, by, system } = report.query;
  return `payments-${system ? `${system}-` : ''}${by}-${from}-${to}.${extension}`;
}
