import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { MeteredSystemParam } from '../systems/metered-system.param';
import { SystemCatalog } from '../../application/systems/system-catalog';
import type { UserView } from '../../application/access/user.view';
import { ListPaymentsQuery } from '../../application/payments/list-payments.query';
import { PaymentResponse } from './payment.response';
import { recordAndAnswer } from './payments.controller';
import { RecordPaymentDto } from './payments.dto';
import { RecordPaymentCommand } from '../../application/payments/record-payment.command';
import { uuid } from '../common/uuid-pipes';

/** The payments of every metered system's customers, `/api/{system}-customers/{id}/payments`. */
@ApiTags('payments')
@MeteredSystemParam()
@ApiErrorResponses(401, 404)
@Controller('api/:system-customers')
export class MeteredPaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly catalog: SystemCatalog,
  ) {}

  @CollectorAllowed()
  @Post(':id/payments')
  @ApiCreatedResponse({ type: PaymentResponse, description: 'Recorded, with its receipt number' })
  @ApiOkResponse({
    type: PaymentResponse,
    description: 'Recorded before under the same clientId: nothing written',
  })
  @ApiErrorResponses(400)
  async record(
    @Param('system') system: string,
    @Param('id', uuid) id: string,
    @Body() body: RecordPaymentDto,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentResponse> {
    await this.catalog.metered(system);
    return recordAndAnswer(
      this.commands,
      this.queries,
      response,
      new RecordPaymentCommand(system, id, body, user.email, user.id),
    );
  }

  @Get(':id/payments')
  @ApiOkResponse({ type: [PaymentResponse], description: 'Every month, void ones too, newest first' })
  @ApiErrorResponses(400)
  async list(@Param('system') system: string, @Param('id', uuid) id: string): Promise<PaymentResponse[]> {
    await this.catalog.metered(system);
    return this.queries.execute(new ListPaymentsQuery(system, id));
  }
}
