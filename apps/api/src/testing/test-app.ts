import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestDatabase } from '@kahraba/persistence';
import { configureHttpApp } from '../http/configure-http-app';
import { HttpAppModule } from '../http-app.module';
import { CreateUserCommand } from '../users/create-user.command';

export interface TestApp {
  app: INestApplication;
  databaseUrl: string;
  /** A fresh cookie-keeping client, signed out. */
  agent(): TestAgent;
  /** A client signed in as a new operator. */
  signedInAgent(firstName?: string): Promise<TestAgent>;
  close(): Promise<void>;
}

let userCounter = 0;

/** The real HTTP application on its own fresh PostgreSQL database. */
export async function startTestApp(): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const app = await NestFactory.create(HttpAppModule.forDatabase(databaseUrl), {
    logger: false,
    bodyParser: false,
  });
  await configureHttpApp(app);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    databaseUrl,
    agent: () => request.agent(server),
    async signedInAgent(firstName = 'سامي') {
      userCounter += 1;
      const email = `operator${userCounter}@example.com`;
      await app
        .get(CommandBus)
        .execute(new CreateUserCommand(email, firstName, 'الحلبي', 'operator', 'correct horse battery'));
      const agent = request.agent(server);
      await agent.post('/api/login').send({ email, password: 'correct horse battery' }).expect(200);
      return agent;
    },
    close: () => app.close(),
  };
}
