import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { GetKwhInvoiceQuery } from '../../application/statements/get-kwh-invoice.query';
import { KwhInvoiceResponse } from './kwh-invoice.response';
import { MeteredSystemParam } from '../systems/metered-system.param';
import { uuid } from '../common/uuid-pipes';

/** The single invoice of a kWh customer of any metered system. */
@ApiTags('kwh-customers')
@MeteredSystemParam()
@ApiErrorResponses(401, 404)
@Controller('api/:system-customers')
export class KwhInvoiceController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/invoice')
  @ApiOkResponse({ type: KwhInvoiceResponse })
  @ApiErrorResponses(400)
  invoice(@Param('system') system: string, @Param('id', uuid) id: string): Promise<KwhInvoiceResponse> {
    return this.queries.execute(new GetKwhInvoiceQuery(system, id));
  }
}
