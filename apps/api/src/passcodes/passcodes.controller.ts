import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { ForbiddenError, TooManyAttemptsError } from '@kahraba/billing-domain';
import type { Request } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UserView } from '../users/user.mapper';
import { ChangePasscodeCommand, VerifyPasscodeQuery } from './passcode.commands';
import { PASSCODE_SCOPES, type PasscodeScope } from './passcode-scope';

class VerifyPasscodeDto {
  @ApiProperty({ enum: PASSCODE_SCOPES })
  @IsIn(PASSCODE_SCOPES, { message: 'نطاق غير معروف' })
  scope!: PasscodeScope;
  @ApiProperty()
  @IsString({ message: 'كلمة المرور مطلوبة' })
  @MaxLength(200, { message: 'كلمة المرور طويلة جداً' })
  passcode!: string;
}

class ChangePasscodeDto {
  @ApiProperty({ enum: PASSCODE_SCOPES })
  @IsIn(PASSCODE_SCOPES, { message: 'نطاق غير معروف' })
  scope!: PasscodeScope;
  @ApiProperty() @IsString({ message: 'كلمة المرور القديمة مطلوبة' }) @MaxLength(200) oldPasscode!: string;
  @ApiProperty() @IsString({ message: 'كلمة المرور الجديدة مطلوبة' }) @MaxLength(200) newPasscode!: string;
  @ApiProperty() @IsString({ message: 'تأكيد كلمة المرور مطلوب' }) @MaxLength(200) confirmation!: string;
}

export const FAILED_PASSCODES_PER_USER = 10;

declare module 'express-session' {
  interface SessionData {
    verifiedScopes?: PasscodeScope[];
  }
}

/** Passcodes are checked by the server; the session remembers which screens were unlocked. */
@ApiTags('passcodes')
@Controller('api/passcodes')
export class PasscodesController {
  private readonly failures = new RateLimiterMemory({ points: FAILED_PASSCODES_PER_USER, duration: 15 * 60 });

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifyPasscodeDto, @Req() request: Request, @CurrentUser() user: UserView) {
    const key = `${user.id}:${body.scope}`;
    const seen = await this.failures.get(key);
    if ((seen?.consumedPoints ?? 0) >= FAILED_PASSCODES_PER_USER) throw new TooManyAttemptsError();
    if (!(await this.queries.execute(new VerifyPasscodeQuery(body.scope, body.passcode)))) {
      await this.failures.penalty(key);
      throw new ForbiddenError('كلمة المرور غير صحيحة', 'PASSCODE_INCORRECT');
    }
    await this.failures.delete(key);
    request.session.verifiedScopes = [...new Set([...(request.session.verifiedScopes ?? []), body.scope])];
    return { verified: true };
  }

  @Put()
  change(@Body() body: ChangePasscodeDto, @CurrentUser() user: UserView) {
    return this.commands.execute(
      new ChangePasscodeCommand(
        body.scope,
        body.oldPasscode,
        body.newPasscode,
        body.confirmation,
        user.email,
      ),
    );
  }
}
