import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { RecordTableConfigText } from '@kahraba/billing-domain';
import { CurrentUser } from '../access/current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { TableConfigResponse } from '../settings/table-config.response';
import type { UserView } from '../../application/access/user.view';
import { UpdateTableConfigCommand } from '../../application/settings/update-table-config.command';

// class-validator runs a property's checks bottom-up: the type check sits last so it answers first.
class TableConfigDto implements RecordTableConfigText {
  @ApiProperty({ example: '1-4 8-12 27 32' })
  @MaxLength(2000, { message: 'نص علب جدول البيضاوي طويل جداً' })
  @IsString({ message: 'نص علب جدول البيضاوي مطلوب' })
  baydawiBoxes!: string;
  @ApiProperty({ example: '5-7 13-33' })
  @MaxLength(2000, { message: 'نص علب جدول محمود طويل جداً' })
  @IsString({ message: 'نص علب جدول محمود مطلوب' })
  mahmoudBoxes!: string;
}

/**
 * The table settings' save (docs/business-rules.md#the-main-table-and-the-record-tables; GET
 * /api/table-config is the settings' read).
 */
@ApiTags('settings')
@ApiErrorResponses(401)
@Controller('api/table-config')
export class TableConfigController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: TableConfigResponse, description: 'The settings as saved (compact form)' })
  @ApiErrorResponses(400)
  save(@Body() body: TableConfigDto, @CurrentUser() user: UserView): Promise<TableConfigResponse> {
    return this.commands.execute(
      new UpdateTableConfigCommand(
        { mahmoudBoxes: body.mahmoudBoxes, baydawiBoxes: body.baydawiBoxes },
        user.email,
      ),
    );
  }
}
