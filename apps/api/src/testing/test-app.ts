import type { DynamicModule, INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import type { UserRole } from '@kahraba/billing-domain';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { describeApi } from '../api-document';
import { configureHttpApp } from '../configure-http-app';
import { HttpAppModule } from '../http-app.module';
import { CreateUserCommand } from '../application/access/create-user.command';
import { answerMismatches } from './openapi-conformance';

export interface TestApp {
  app: INestApplication;
  databaseUrl: string;
  /** A fresh cookie-keeping client, signed out. */
  agent(): TestAgent;
  /** A client signed in as a new operator (or, asked for, a new administrator). */
  /** A new account of `role` (a collector who reads meters with `meterReader`), signed in. */
  signedInAgent(firstName?: string, role?: UserRole, options?: { meterReader?: boolean }): Promise<TestAgent>;
  close(): Promise<void>;
}

let userCounter = 0;

/**
 * The OpenAPI document of every app startTestApp makes: one module, so one document, built once a file
 * rather than once an app (docs/developer-guide.md#tests).
 */
let httpAppDocument: OpenAPIObject | undefined;

/**
 * The real HTTP application on its own fresh PostgreSQL database, or on `databaseUrl` (a second
 * instance beside another, as behind a load balancer).
 */
export async function startTestApp(sharedDatabaseUrl?: string): Promise<TestApp> {
  const databaseUrl = sharedDatabaseUrl ?? (await createTestDatabase());
  const app = await createTestHttpApplication(
    HttpAppModule.forDatabase(databaseUrl),
    (built) => (httpAppDocument ??= describeApi(built)),
  );
  const server = app.getHttpServer();
  return {
    app,
    databaseUrl,
    agent: () => request.agent(server),
    async signedInAgent(
      firstName = 'سامي',
      role: UserRole = 'operator',
      options: { meterReader?: boolean } = {},
    ) {
      userCounter += 1;
      const email = `${role}${userCounter}@example.com`;
      await app
        .get(CommandBus)
        .execute(
          new CreateUserCommand(
            email,
            firstName,
            'الحلبي',
            role,
            'correct horse battery',
            undefined,
            options.meterReader,
          ),
        );
      const agent = request.agent(server);
      await agent.post('/api/login').send({ email, password: 'correct horse battery' }).expect(200);
      return agent;
    },
    close: () => app.close(),
  };
}

/**
 * Creates and initialises an HTTP application the way the tests need it: a module that fails to start
 * rejects with its cause (Nest's default would print nothing with the logger off and end the whole jest
 * process), errors are logged, and whatever was opened before the failure is closed.
 */
export async function createTestHttpApplication(
  module: DynamicModule,
  documentOf: (app: INestApplication) => OpenAPIObject = describeApi,
): Promise<INestApplication> {
  const app = await NestFactory.create(module, {
    logger: ['error'],
    abortOnError: false,
    bodyParser: false,
  });
  try {
    await configureHttpApp(app);
    app.use(checkAnswersAgainst(documentOf(app)));
    await app.init();
    return app;
  } catch (error: unknown) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Every answer of every integration test is held to the OpenAPI document the web's types come from:
 * an answer that differs (a field the document lacks, a null it does not allow, a string where it
 * promises a number) becomes a 500 naming the difference, so the test that caused it fails.
 */
function checkAnswersAgainst(document: OpenAPIObject) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      const route: unknown = (request.route as { path?: unknown } | undefined)?.path;
      if (typeof route !== 'string' || !document.paths[route.replace(/:(\w+)/g, '{$1}')]) return send(body);
      const mismatches = readableAnswerMismatches(document, request, response, route, body);
      if (mismatches.length === 0) return send(body);
      const message = `The answer differs from the OpenAPI document: ${mismatches.join('; ')}`;
      console.error(message);
      return response.status(500).json({ message });
    };
    next();
  };
}

function readableAnswerMismatches(
  document: OpenAPIObject,
  request: Request,
  response: Response,
  route: string,
  body: unknown,
): string[] {
  try {
    const json = String(response.getHeader('Content-Type') ?? '').includes('application/json');
    const read = json && typeof body === 'string' && body !== '' ? (JSON.parse(body) as unknown) : body;
    return answerMismatches(document, {
      method: request.method,
      route,
      status: response.statusCode,
      body: read === '' ? undefined : read,
    });
  } catch (error) {
    return [`${request.method} ${route}: ${error instanceof Error ? error.message : String(error)}`];
  }
}
