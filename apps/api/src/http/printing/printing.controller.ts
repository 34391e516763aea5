import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { CreatePrintSelectionCommand } from '../../application/printing/create-print-selection.command';
import { GetPrintInvoicesQuery } from '../../application/printing/get-print-invoices.query';
import { GetPrintSelectionQuery } from '../../application/printing/get-print-selection.query';
import {
  PrintInvoiceResponse,
  PrintSelectionCreatedResponse,
  PrintSelectionResponse,
} from './print-invoice.response';
import { CreatePrintSelectionDto, PrintInvoicesDto } from './print-invoices.dto';
import { uuidOf } from '../common/uuid-pipes';

const uuid = uuidOf('معرّف قائمة الطباعة غير صالح');

/** One print call for every system, and selections too long for a URL (docs/printing.md). */
@ApiTags('printing')
@ApiErrorResponses(401)
@Controller('api')
export class PrintingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('print-invoices')
  @HttpCode(200)
  @ApiOkResponse({ type: [PrintInvoiceResponse], description: 'in print order: box, then customer number' })
  @ApiErrorResponses(400, 404)
  printInvoices(@Body() body: PrintInvoicesDto): Promise<PrintInvoiceResponse[]> {
    return this.queries.execute(
      new GetPrintInvoicesQuery(
        body.type,
        { ids: body.ids, selectionId: body.selectionId, boxes: body.boxes, closedMonth: body.closedMonth },
        { month: body.month, year: body.year },
      ),
    );
  }

  @Post('print-selections')
  @ApiCreatedResponse({ type: PrintSelectionCreatedResponse })
  @ApiErrorResponses(400, 404)
  createSelection(
    @Body() body: CreatePrintSelectionDto,
    @CurrentUser() user: UserView,
  ): Promise<PrintSelectionCreatedResponse> {
    return this.commands.execute(new CreatePrintSelectionCommand(body.type, body.ids, user.email));
  }

  @Get('print-selections/:id')
  @ApiOkResponse({ type: PrintSelectionResponse })
  @ApiErrorResponses(400, 404)
  selection(@Param('id', uuid) id: string): Promise<PrintSelectionResponse> {
    return this.queries.execute(new GetPrintSelectionQuery(id));
  }
}
