import { Controller, Get, Ip, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { readCustomerReference } from '@kahraba/billing-domain';
import { Public } from '../auth/public.decorator';
import { ApiErrorResponses } from '../http/api-error-responses.decorator';
import { CustomerPortalSearchDto } from './portal.dto';
import { PortalInvoiceResponse } from './portal-invoice.response';
import { PortalSearchLimit } from './public-request-limits.service';
import { SearchCustomerInvoicesQuery } from './search-customer-invoices.query';

/** spec 000 §7.6: the public invoice look-up. */
@ApiTags('customer-portal')
@Controller('api/customer-portal')
export class CustomerPortalController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limit: PortalSearchLimit,
  ) {}

  @Public()
  @Get('search')
  @ApiOkResponse({ type: [PortalInvoiceResponse] })
  @ApiErrorResponses(400, 429)
  async search(
    @Query() query: CustomerPortalSearchDto,
    @Ip() address: string,
  ): Promise<PortalInvoiceResponse[]> {
    await this.limit.takeForAddress(address);
    const customer = readCustomerReference(query.id);
    await this.limit.takeForCustomer(customer.value);
    const invoices = await this.queries.execute(new SearchCustomerInvoicesQuery(customer.value, query.name));
    if (invoices.length > 0) await this.limit.found(customer.value);
    return invoices;
  }
}
