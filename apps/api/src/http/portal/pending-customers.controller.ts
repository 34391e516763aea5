import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { registrationReferenceOf } from '@kahraba/billing-domain';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { ApprovePendingCustomerCommand } from '../../application/portal/approve-pending-customer.command';
import { DeclinePendingCustomerCommand } from '../../application/portal/decline-pending-customer.command';
import { ListPendingCustomersQuery } from '../../application/portal/list-pending-customers.query';
import { ApprovePendingCustomerDto } from './pending-customer-review.dto';
import {
  ApprovedRegistrationResponse,
  DeclinedRegistrationResponse,
  PendingCustomerResponse,
} from './pending-customer.response';
import { RegisterPendingCustomerDto } from './portal.dto';
import { RegistrationLimit } from './public-request-limits.service';
import { RegisterPendingCustomerCommand } from '../../application/portal/register-pending-customer.command';
import { RegistrationReceiptResponse } from './registration-receipt.response';

/**
 * The public registration form, and staff's review of the requests (signed in, any role;
 * docs/business-rules.md#registrations).
 */
@ApiTags('pending-customers')
@Controller('api/pending-customers')
export class PendingCustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limit: RegistrationLimit,
  ) {}

  @Public()
  @Post()
  @ApiCreatedResponse({ type: RegistrationReceiptResponse })
  @ApiErrorResponses(400, 429)
  async register(
    @Body() body: RegisterPendingCustomerDto,
    @Ip() address: string,
  ): Promise<RegistrationReceiptResponse> {
    // Counted once the form is valid: a visitor correcting a field does not use up attempts.
    await this.limit.take(address);
    const { id, status, referenceNumber } = await this.commands.execute(
      new RegisterPendingCustomerCommand(body),
    );
    return {
      id,
      status,
      message: 'تم إرسال طلبك بنجاح، سنتواصل معك قريباً',
      reference: registrationReferenceOf(referenceNumber),
    };
  }

  @Get()
  @ApiOkResponse({ type: [PendingCustomerResponse] })
  @ApiErrorResponses(401)
  list(): Promise<PendingCustomerResponse[]> {
    return this.queries.execute(new ListPendingCustomersQuery());
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: ApprovedRegistrationResponse })
  @ApiErrorResponses(400, 401, 404, 409)
  async approve(
    @Param('id') id: string,
    @Body() body: ApprovePendingCustomerDto,
    @CurrentUser() user: UserView,
  ): Promise<ApprovedRegistrationResponse> {
    const approved = await this.commands.execute(
      new ApprovePendingCustomerCommand(id, body.system, user.email),
    );
    // A phone that is not a Lebanese number stays on the request only; the operator is told.
    const phoneNote =
      approved.customerPhone === null
        ? `، ورقم الهاتف «${approved.phone}» غير صالح فلم يُنقل إلى العميل (يمكن إضافته بتعديل العميل)`
        : '';
    return {
      ...approved,
      message: `تمت الموافقة على الطلب وإضافة العميل رقم ${approved.customerNumber}${phoneNote}`,
    };
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: DeclinedRegistrationResponse })
  @ApiErrorResponses(401, 404, 409)
  async decline(
    @Param('id') id: string,
    @CurrentUser() user: UserView,
  ): Promise<DeclinedRegistrationResponse> {
    const declined = await this.commands.execute(new DeclinePendingCustomerCommand(id, user.email));
    return { ...declined, message: 'تم رفض الطلب' };
  }
}
