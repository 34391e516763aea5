import { Controller, Get, Ip, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { CustomerPortalSearchDto } from './portal.dto';
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
  async search(@Query() query: CustomerPortalSearchDto, @Ip() address: string) {
    await this.limit.take(address);
    return this.queries.execute(new SearchCustomerInvoicesQuery(query.id, query.name));
  }
}
