import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { HttpAppModule } from '../http-app.module';

/** The OpenAPI document of the HTTP API: served at /api/docs and the source of the web's types. */
export function describeApi(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Kahraba API').setDescription('Generator billing back office').build(),
  );
}

/**
 * The same document without a database or a port: in preview mode Nest reads the modules and
 * controllers but instantiates nothing, so no connection is opened.
 */
export async function buildApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(HttpAppModule.forDatabase('postgres://preview/unused'), {
    preview: true,
    logger: false,
  });
  try {
    return describeApi(app);
  } finally {
    await app.close();
  }
}
