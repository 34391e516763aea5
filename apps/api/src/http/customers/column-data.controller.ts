import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { DangerPasscodeGuard } from '../access/passcode-verified.guard';
import type { UserView } from '../../application/access/user.view';
import { ClearColumnCommand } from '../../application/customers/clear-column.command';

class DeleteColumnDataDto {
  @ApiProperty({
    description:
      'ampere-records, or {system}-customers for every metered system (kwh-customers, mahmoud-kwh-customers, …)',
  })
  @MaxLength(100, { message: 'الجدول غير معروف' })
  @IsString({ message: 'يرجى اختيار الجدول والعمود' })
  table!: string;
  @ApiProperty({ description: 'a column of the catalogue, e.g. amountPaid' })
  @MaxLength(100, { message: 'العمود غير معروف في هذا الجدول' })
  @IsString({ message: 'يرجى اختيار الجدول والعمود' })
  column!: string;
}

class ColumnClearedResponse {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: 'integer' })
  cleared!: number;
}

/**
 * The column-data manager (administrators, behind the danger passcode;
 * docs/business-rules.md#the-column-data-manager).
 */
@ApiTags('column-data')
@ApiErrorResponses(401)
@Controller('api/admin')
export class ColumnDataController {
  constructor(private readonly commands: CommandBus) {}

  @Post('delete-column-data')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard, DangerPasscodeGuard)
  @ApiOkResponse({ type: ColumnClearedResponse })
  @ApiErrorResponses(400, 403)
  deleteColumnData(
    @Body() body: DeleteColumnDataDto,
    @CurrentUser() user: UserView,
  ): Promise<ColumnClearedResponse> {
    return this.commands.execute(new ClearColumnCommand(body.table, body.column, user.email));
  }
}
