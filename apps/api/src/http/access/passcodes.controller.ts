import { applyDecorators, Body, Controller, HttpCode, Post, Put, Session, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import type { PasscodeUnlock } from '@kahraba/billing-domain';
import { AdminOnlyGuard } from './admin-only.guard';
import { CurrentUser } from './current-user.decorator';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { MessageResponse } from '../common/message.response';
import type { UserView } from '../../application/access/user.view';
import { ChangePasscodeCommand } from '../../application/access/change-passcode.command';
import { PasscodeVerifiedResponse } from './passcode-verified.response';
import {
  PASSCODE_SCOPES,
  type PasscodeScope,
  type PasscodeSession,
} from '../../application/access/passcode-scope';
import { SetPasscodeCommand } from '../../application/access/set-passcode.command';
import { VerifyPasscodeCommand } from '../../application/access/verify-passcode.command';

// class-validator runs a property's checks bottom-up: the type check sits last so it answers first.
const PasscodeScopeField = () =>
  applyDecorators(
    ApiProperty({ enum: PASSCODE_SCOPES }),
    IsIn(PASSCODE_SCOPES, { message: 'نطاق غير معروف' }),
  );
const PasscodeField = (missing: string) =>
  applyDecorators(
    ApiProperty(),
    MaxLength(200, { message: 'كلمة المرور طويلة جداً' }),
    IsString({ message: missing }),
  );

class VerifyPasscodeDto {
  @PasscodeScopeField()
  scope!: PasscodeScope;
  @PasscodeField('كلمة المرور مطلوبة')
  passcode!: string;
}

class SetPasscodeDto {
  @PasscodeScopeField()
  scope!: PasscodeScope;
  @PasscodeField('كلمة المرور الجديدة مطلوبة')
  newPasscode!: string;
  @PasscodeField('تأكيد كلمة المرور مطلوب')
  confirmation!: string;
}

class ChangePasscodeDto extends SetPasscodeDto {
  @PasscodeField('كلمة المرور القديمة مطلوبة')
  oldPasscode!: string;
}

declare module 'express-session' {
  interface SessionData {
    verifiedScopes?: PasscodeUnlock[];
  }
}

/** Passcodes are checked by the server; the session remembers which screens were unlocked. */
@ApiTags('passcodes')
@ApiErrorResponses(401)
@Controller('api/passcodes')
export class PasscodesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({ type: PasscodeVerifiedResponse })
  @ApiErrorResponses(400, 403, 429)
  verify(
    @Body() body: VerifyPasscodeDto,
    @Session() session: PasscodeSession,
    @CurrentUser() user: UserView,
  ): Promise<PasscodeVerifiedResponse> {
    return this.commands.execute(
      new VerifyPasscodeCommand(body.scope, body.passcode, { id: user.id, email: user.email }, session),
    );
  }

  /**
   * The change screen: the old passcode must match (docs/business-rules.md#screen-passcodes). Administrators
   * only.
   */
  @Put()
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrorResponses(400, 403, 429)
  change(
    @Body() body: ChangePasscodeDto,
    @Session() session: PasscodeSession,
    @CurrentUser() user: UserView,
  ): Promise<MessageResponse> {
    return this.commands.execute(
      new ChangePasscodeCommand(
        body.scope,
        body.oldPasscode,
        body.newPasscode,
        body.confirmation,
        { id: user.id, email: user.email },
        session,
      ),
    );
  }

  /** The owner sets or resets a passcode without the old one; administrators only. */
  @Post('set')
  @HttpCode(200)
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrorResponses(400, 403)
  set(@Body() body: SetPasscodeDto, @CurrentUser() user: UserView): Promise<MessageResponse> {
    return this.commands.execute(
      new SetPasscodeCommand(body.scope, body.newPasscode, body.confirmation, user.email),
    );
  }
}
