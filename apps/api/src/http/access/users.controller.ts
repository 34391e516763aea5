import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnlyGuard } from './admin-only.guard';
import { CurrentUser } from './current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { CreateUserCommand } from '../../application/access/create-user.command';
import { ListUsersQuery } from '../../application/access/list-users.query';
import { ResetPasswordCommand } from '../../application/access/reset-password.command';
import { UpdateUserCommand } from '../../application/access/update-user.command';
import { PasswordResetResponse, UserAccountResponse } from './user-account.response';
import type { UserView } from '../../application/access/user.view';
import { CreateUserDto, ResetPasswordDto, UpdateUserDto } from './users.dto';
import { uuidOf } from '../common/uuid-pipes';

const uuid = uuidOf('معرّف المستخدم غير صالح');

/** The administrators manage who signs in (docs/operator-guide.md#users-and-the-audit-log). */
@ApiTags('users')
@ApiErrorResponses(401, 403)
@UseGuards(AdminOnlyGuard)
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [UserAccountResponse] })
  list(): Promise<UserAccountResponse[]> {
    return this.queries.execute(new ListUsersQuery());
  }

  @Post()
  @ApiCreatedResponse({ type: UserAccountResponse })
  @ApiErrorResponses(400, 409)
  create(@Body() body: CreateUserDto, @CurrentUser() user: UserView): Promise<UserAccountResponse> {
    return this.commands.execute(
      new CreateUserCommand(
        body.email,
        body.firstName,
        body.lastName,
        body.role,
        body.password,
        user.email,
        body.meterReader,
      ),
    );
  }

  @Patch(':id')
  @ApiOkResponse({ type: UserAccountResponse })
  @ApiErrorResponses(400, 404, 409)
  update(
    @Param('id', uuid) id: string,
    @Body() body: UpdateUserDto,
    @CurrentUser() user: UserView,
  ): Promise<UserAccountResponse> {
    return this.commands.execute(
      new UpdateUserCommand(
        id,
        { role: body.role, active: body.active, meterReader: body.meterReader },
        { id: user.id, email: user.email },
      ),
    );
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: PasswordResetResponse })
  @ApiErrorResponses(400, 404)
  async resetPassword(
    @Param('id', uuid) id: string,
    @Body() body: ResetPasswordDto,
    @CurrentUser() user: UserView,
    @Req() request: Request,
  ): Promise<PasswordResetResponse> {
    const reset = await this.commands.execute(
      new ResetPasswordCommand(id, body.password, { id: user.id, email: user.email }, request.sessionID),
    );
    return {
      message: 'تم تغيير كلمة المرور',
      generated: reset.generated,
      ...(reset.generated && { password: reset.password }),
    };
  }
}
