import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UserView } from '../users/user.mapper';
import { ListArchivedRecordsQuery } from './list-archived-records.query';
import { RestoreArchivedRecordCommand } from './restore-archived-record.command';

class ArchivedSearchDto {
  @IsOptional() @MaxLength(200, { message: 'نص البحث طويل جداً' }) @IsString() q?: string;
}

/** spec 000 §7.4. */
@ApiTags('archived-records')
@Controller('api/archived-records')
export class ArchivedRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list() {
    return this.queries.execute(new ListArchivedRecordsQuery());
  }

  @Get('search')
  search(@Query() query: ArchivedSearchDto) {
    return this.queries.execute(new ListArchivedRecordsQuery(query.q ?? ''));
  }

  @Post(':id/restore')
  @HttpCode(200)
  restore(@Param('id') id: string, @CurrentUser() user: UserView) {
    return this.commands.execute(new RestoreArchivedRecordCommand(id, user.email));
  }
}
