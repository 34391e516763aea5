import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AUDIT_ACTIONS } from '@kahraba/billing-domain';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { AuditLogPageResponse } from './audit-log.response';
import { ListAuditLogQuery } from '../../application/oversight/list-audit-log.query';

/**
 * Who did what destructive or money-changing thing, and when (administrators only;
 * docs/operator-guide.md#users-and-the-audit-log).
 */
@ApiTags('audit-log')
@ApiErrorResponses(401, 403)
@UseGuards(AdminOnlyGuard)
@Controller('api/audit-log')
export class AuditLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({ name: 'action', required: false, enum: AUDIT_ACTIONS })
  @ApiQuery({ name: 'userId', required: false, type: String, format: 'uuid' })
  @ApiQuery({ name: 'from', required: false, type: String, description: 'First day, YYYY-MM-DD' })
  @ApiQuery({ name: 'to', required: false, type: String, description: 'Last day, YYYY-MM-DD (included)' })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1; 50 entries a page' })
  @ApiOkResponse({ type: AuditLogPageResponse })
  @ApiErrorResponses(400)
  list(@Query() query: Record<string, unknown>): Promise<AuditLogPageResponse> {
    return this.queries.execute(new ListAuditLogQuery(query));
  }
}
