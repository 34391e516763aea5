import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { APP_PASSPORT, type AppPassport } from './http/access/app-passport';
import { SessionStore } from './http/access/session-store.service';
import { describeApi } from './api-document';
import { actAsSignedInUser } from './http/common/acting-user.middleware';
import { answerUnreadableBody } from './http/common/domain-exception.filter';
import { jsonBodyParser, refuseUnsafeUrlText } from './http/common/json-body.middleware';
import { sameOriginOnly } from './http/common/same-origin.middleware';
import { securityHeaders } from './http/common/security-headers';
import { docsForSignedInOnly } from './http/common/signed-in-docs.middleware';
import { createValidationPipe } from './http/common/validation.pipe';

const SESSION_DAYS = 30;
const HEALTH_PATH = '/api/health';

/**
 * The health check answers within 2 s whatever the database does (docs/database-faults.md), so it reads no
 * session: sessions live in the database, and the web's banner asks with its cookie.
 */
function exceptHealthCheck(handler: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    request.baseUrl + request.path === HEALTH_PATH ? next() : handler(request, response, next);
}

/** Everything main.ts and the integration tests must set up identically. */
export async function configureHttpApp(app: INestApplication): Promise<void> {
  const express = app as NestExpressApplication;
  express.set('trust proxy', process.env.TRUST_PROXY === 'true' ? 1 : false);
  express.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(compression());
  app.use(refuseUnsafeUrlText);
  app.use(sameOriginOnly);
  const sessions = app.get(SessionStore);
  // Sessions live in the database and only the API reads them: the web app's files are served
  // without them, so a reload while the database is away still shows the app and its banner.
  app.use(
    '/api',
    exceptHealthCheck(
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
    ),
  );
  const passport = app.get<AppPassport>(APP_PASSPORT);
  app.use('/api', exceptHealthCheck(passport.initialize()));
  app.use('/api', exceptHealthCheck(passport.session()));
  app.use(docsForSignedInOnly);
  app.use(actAsSignedInUser);
  // After the session: how large a body may be depends on who is asking.
  app.use(jsonBodyParser());
  app.use(answerUnreadableBody);
  app.useGlobalPipes(createValidationPipe());
  // Built on the first request for it, not at every start (docs/developer-guide.md#tests).
  SwaggerModule.setup('api/docs', app, () => describeApi(app), { jsonDocumentUrl: 'api/docs/json' });
}
