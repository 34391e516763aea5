import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CollectorAllowed } from '../access/collector-allowed.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { BillingSystemResponse } from './billing-system.response';
import { ListBillingSystemsQuery } from '../../application/systems/list-billing-systems.query';

/** The billing systems as data: the web lists the groups from here (a fourth shows without code). */
@ApiTags('billing-systems')
@ApiErrorResponses(401)
@Controller('api/billing-systems')
export class BillingSystemsController {
  constructor(private readonly queries: QueryBus) {}

  // The collection screen's system picker (collectors too; docs/operator-guide.md#roles).
  @CollectorAllowed()
  @Get()
  @ApiOkResponse({ type: [BillingSystemResponse] })
  list(): Promise<BillingSystemResponse[]> {
    return this.queries.execute(new ListBillingSystemsQuery());
  }
}
