import { Controller, Get, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { readTypedReference } from '@kahraba/billing-domain';
import { Public } from '../access/public.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { CustomerPortalSearchDto } from './portal.dto';
import { PortalDeviceCookie } from './portal-device-cookie.service';
import { PortalInvoiceResponse } from './portal-invoice.response';
import { PortalSearchLimit } from './public-request-limits.service';
import { RecordPortalMissCommand } from '../../application/portal/record-portal-miss.command';
import { SearchCustomerInvoicesQuery } from '../../application/portal/search-customer-invoices.query';

/** The public invoice look-up (docs/customer-portal.md). */
@ApiTags('customer-portal')
@Controller('api/customer-portal')
export class CustomerPortalController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly limit: PortalSearchLimit,
    private readonly devices: PortalDeviceCookie,
  ) {}

  @Public()
  @Get('search')
  @ApiOkResponse({ type: [PortalInvoiceResponse] })
  @ApiErrorResponses(400, 429)
  async search(
    @Query() query: CustomerPortalSearchDto,
    @Req() request: Request,
  ): Promise<PortalInvoiceResponse[]> {
    const visitor = this.devices.visitorOf(request);
    await this.limit.takeForAddress(visitor.address);
    const reference = readTypedReference(query.id);
    // Misses slow the visitor down, never the customer number (docs/public-endpoints.md).
    const turn = await this.limit.takeMiss(visitor);
    const invoices = await this.queries.execute(new SearchCustomerInvoicesQuery(reference, query.name));
    if (invoices.length > 0) await this.limit.found(turn);
    else
      await this.commands.execute(
        new RecordPortalMissCommand(reference.customerNumber.value, visitor.address, turn.misses),
      );
    return invoices;
  }
}
