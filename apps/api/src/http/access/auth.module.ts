import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { appPassportProvider, APP_PASSPORT } from './app-passport';
import { AuthController } from './auth.controller';
import { DeviceCookie } from './device-cookie.service';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from '../../application/access/login-throttle.service';
import { SessionStore } from './session-store.service';
import { SessionSerializer } from './session.serializer';
import { RoleGuard } from './role.guard';
import { SignedInGuard } from './signed-in.guard';

/** HTTP sign-in: sessions, passport, and the guards that make every /api route require it and a role. */
@Module({
  imports: [CqrsModule],
  controllers: [AuthController],
  providers: [
    appPassportProvider,
    LocalStrategy,
    SessionSerializer,
    LoginThrottleService,
    DeviceCookie,
    SessionStore,
    // In this order: signed in first (401), then the role (403).
    { provide: APP_GUARD, useClass: SignedInGuard },
    { provide: APP_GUARD, useClass: RoleGuard },
  ],
  exports: [SessionStore, APP_PASSPORT],
})
export class AuthModule {}
