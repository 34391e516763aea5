import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { UserView } from '../../application/access/user.view';
import { VerifyCredentialsQuery } from '../../application/access/verify-credentials.query';
import { InvalidCredentialsError } from '../../application/access/auth.errors';
import { DeviceCookie } from './device-cookie.service';
import { LoginThrottleService } from '../../application/access/login-throttle.service';

/**
 * The email-and-password check. PassportStrategy also registers it under 'local' in the process-wide
 * passport; the sign-in guard does not look it up there but uses this application's instance
 * (see app-passport.ts).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly throttle: LoginThrottleService,
    private readonly devices: DeviceCookie,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, email: string, password: string): Promise<UserView> {
    const ip = request.ip ?? 'unknown';
    const device = await this.devices.recognise(request, email);
    await this.throttle.consumeAttempt(ip, email, device);
    const user = await this.queryBus.execute(new VerifyCredentialsQuery(email, password));
    if (!user) throw new InvalidCredentialsError();
    await this.throttle.recordSuccess(ip, email, device);
    await this.devices.remember(request, email);
    return user;
  }
}
