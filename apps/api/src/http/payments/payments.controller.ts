import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { GetPaymentQuery } from '../../application/payments/get-payment.query';
import { ListPaymentsQuery } from '../../application/payments/list-payments.query';
import { PaymentResponse } from './payment.response';
import { RecordPaymentDto, VoidPaymentDto } from './payments.dto';
import { RecordPaymentCommand } from '../../application/payments/record-payment.command';
import { VoidPaymentCommand } from '../../application/payments/void-payment.command';
import { uuid } from '../common/uuid-pipes';

/**
 * The ampere customers' payments (docs/business-rules.md#paid-unpaid-and-arrears), and any payment by its id
 * (the receipt page, the void dialog). Every metered system's payments are on MeteredPaymentsController, on
 * the same commands.
 */
@ApiTags('payments')
@ApiErrorResponses(401)
@Controller('api')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @CollectorAllowed()
  @Post('ampere-records/:id/payments')
  @ApiCreatedResponse({ type: PaymentResponse, description: 'Recorded, with its receipt number' })
  @ApiOkResponse({
    type: PaymentResponse,
    description: 'Recorded before under the same clientId: nothing written',
  })
  @ApiErrorResponses(400, 404)
  async record(
    @Param('id', uuid) id: string,
    @Body() body: RecordPaymentDto,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentResponse> {
    return recordAndAnswer(
      this.commands,
      this.queries,
      response,
      new RecordPaymentCommand('ampere', id, body, user.email, user.id),
    );
  }

  @Get('ampere-records/:id/payments')
  @ApiOkResponse({ type: [PaymentResponse], description: 'Every month, void ones too, newest first' })
  @ApiErrorResponses(400, 404)
  list(@Param('id', uuid) id: string): Promise<PaymentResponse[]> {
    return this.queries.execute(new ListPaymentsQuery('ampere', id));
  }

  @CollectorAllowed()
  @Get('payments/:paymentId')
  @ApiOkResponse({ type: PaymentResponse })
  @ApiErrorResponses(404)
  find(@Param('paymentId') paymentId: string): Promise<PaymentResponse> {
    return this.queries.execute(new GetPaymentQuery(paymentId));
  }

  // A collector voids only their own payment (the handler asks the domain).
  @CollectorAllowed()
  @Post('payments/:paymentId/void')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentResponse, description: 'The payment, void, with its record after the void' })
  @ApiErrorResponses(400, 404, 409)
  async void(
    @Param('paymentId') paymentId: string,
    @Body() body: VoidPaymentDto,
    @CurrentUser() user: UserView,
  ): Promise<PaymentResponse> {
    await this.commands.execute(new VoidPaymentCommand(paymentId, body.reason, user.email, user));
    return this.queries.execute(new GetPaymentQuery(paymentId, true));
  }
}

/** Records, then answers the payment with its record: 201 when written now, 200 for a retry. */
export async function recordAndAnswer(
  commands: CommandBus,
  queries: QueryBus,
  response: Response,
  command: RecordPaymentCommand,
): Promise<PaymentResponse> {
  const { paymentId, created } = await commands.execute(command);
  response.status(created ? 201 : 200);
  return queries.execute(new GetPaymentQuery(paymentId, true));
}
