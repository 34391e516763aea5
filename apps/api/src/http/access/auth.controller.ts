import { Body, Controller, Get, HttpCode, Post, Query, Redirect, Req, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { returnPathOf } from '@kahraba/billing-domain';
import type { Request } from 'express';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import type { UserView } from '../../application/access/user.view';
import { UserResponse } from './user.response';
import { CollectorAllowed } from './collector-allowed.decorator';
import { LocalLoginGuard } from './local-login.guard';
import { LoginBodyGuard } from './login-body.guard';
import { LoginDto } from './login.dto';
import { Public } from './public.decorator';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  /** The browser is sent to /api/login (docs/developer-guide.md#the-api-keeps-the-specs-paths); the sign-in
   * form lives in the web app. The page the operator was on when the session ended comes along, if it is a
   * path of this site. */
  @Public()
  @Get('login')
  @Redirect('/login', 302)
  @ApiFoundResponse({ description: 'To the sign-in page of the web app' })
  @ApiQuery({
    name: 'returnTo',
    required: false,
    description: 'The page to return to once signed in (a path of this site)',
  })
  showSignIn(@Query('returnTo') returnTo?: unknown): { url: string } | undefined {
    const path = returnPathOf(returnTo);
    return path ? { url: `/login?returnTo=${encodeURIComponent(path)}` } : undefined;
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginBodyGuard, LocalLoginGuard)
  @ApiOkResponse({ type: UserResponse })
  @ApiErrorResponses(400, 401, 429)
  signIn(@Body() _credentials: LoginDto, @Req() request: Request): UserResponse {
    return request.user as UserView;
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out' })
  async signOut(@Req() request: Request): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      request.logout((error) => (error ? reject(error) : resolve())),
    );
    await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
  }

  @CollectorAllowed()
  @Get('auth/user')
  @ApiOkResponse({ type: UserResponse })
  @ApiErrorResponses(401)
  currentUser(@Req() request: Request): UserResponse {
    return request.user as UserView;
  }
}
