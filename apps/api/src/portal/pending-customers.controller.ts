import { Body, Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { ApiErrorResponses } from '../http/api-error-responses.decorator';
import { RegisterPendingCustomerDto } from './portal.dto';
import { RegistrationLimit } from './public-request-limits.service';
import { RegisterPendingCustomerCommand } from './register-pending-customer.command';
import { RegistrationReceiptResponse } from './registration-receipt.response';

/** spec 000 §7.6: the public registration form. Reviewing requests is document 2's screen. */
@ApiTags('pending-customers')
@Controller('api/pending-customers')
export class PendingCustomersController {
  constructor(
    private readonly commands: CommandBus,
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
    const { id, status } = await this.commands.execute(new RegisterPendingCustomerCommand(body));
    return { id, status, message: 'تم إرسال طلبك بنجاح، سنتواصل معك قريباً' };
  }
}
