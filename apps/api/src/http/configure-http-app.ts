import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import session from 'express-session';
import passport from 'passport';
import { SessionStore } from '../auth/session-store.service';
import { describeApi } from './api-document';
import { answerUnreadableBody } from './domain-exception.filter';
import { sameOriginOnly } from './same-origin.middleware';
import { createValidationPipe } from './validation.pipe';

/** 50,000 import rows fit comfortably; anything larger is refused with 413. */
export const MAX_BODY = '12mb';
const SESSION_DAYS = 30;

/** Everything main.ts and the integration tests must set up identically. */
export async function configureHttpApp(app: INestApplication): Promise<void> {
  const express = app as NestExpressApplication;
  express.set('trust proxy', process.env.TRUST_PROXY === 'true' ? 1 : false);
  express.useBodyParser('json', { limit: MAX_BODY });
  app.use(answerUnreadableBody);
  app.use(sameOriginOnly);
  const sessions = app.get(SessionStore);
  app.use(
    session({
      store: sessions.store,
      secret: await sessions.secret(),
      name: 'kahraba.sid',
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: process.env.COOKIE_SECURE === 'true',
        maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
      },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  app.useGlobalPipes(createValidationPipe());
  SwaggerModule.setup('api/docs', app, describeApi(app), { jsonDocumentUrl: 'api/docs/json' });
}
