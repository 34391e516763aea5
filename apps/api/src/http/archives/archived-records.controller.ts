import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentUser } from '../access/current-user.decorator';
import { AmpereRecordResponse } from '../customers/ampere-record.response';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { ArchivedAmpereRecordResponse } from './archived-ampere-record.response';
import { ListArchivedCustomersQuery } from '../../application/customers/list-archived-customers.query';
import { RestoreCustomerCommand } from '../../application/customers/restore-customer.command';

class ArchivedSearchDto {
  @ApiPropertyOptional({ description: 'Arabic-aware search over name, number, box and address' })
  @IsOptional()
  @MaxLength(200, { message: 'نص البحث طويل جداً' })
  @IsString()
  q?: string;
}

/**
 * The flat list's deleted customers, restorable (docs/business-rules.md#deleting-and-restoring-customers).
 */
@ApiTags('archived-records')
@ApiErrorResponses(401)
@Controller('api/archived-records')
export class ArchivedRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ArchivedAmpereRecordResponse] })
  list(): Promise<ArchivedAmpereRecordResponse[]> {
    return this.queries.execute(new ListArchivedCustomersQuery<ArchivedAmpereRecordResponse>('ampere'));
  }

  @Get('search')
  @ApiOkResponse({ type: [ArchivedAmpereRecordResponse] })
  @ApiErrorResponses(400)
  search(@Query() query: ArchivedSearchDto): Promise<ArchivedAmpereRecordResponse[]> {
    return this.queries.execute(
      new ListArchivedCustomersQuery<ArchivedAmpereRecordResponse>('ampere', query.q ?? ''),
    );
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AmpereRecordResponse })
  @ApiErrorResponses(404)
  restore(@Param('id') id: string, @CurrentUser() user: UserView): Promise<AmpereRecordResponse> {
    return this.commands.execute(new RestoreCustomerCommand<AmpereRecordResponse>('ampere', id, user.email));
  }
}
