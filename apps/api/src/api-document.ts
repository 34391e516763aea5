import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PUBLIC_OPERATION } from './http/access/public.decorator';
import { HttpAppModule } from './http-app.module';
import { API_ERROR_WHY } from './http/common/api-error-responses.decorator';

/** The OpenAPI document of the HTTP API: served at /api/docs and the source of the web's types. */
export function describeApi(app: INestApplication): OpenAPIObject {
  return withRoleRefusals(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Kahraba API').setDescription('Generator billing back office').build(),
      // Tags are named on each controller or route (CustomersController tags each system's paths).
      { autoTagControllers: false },
    ),
  );
}

/**
 * Every route that needs signing in may also answer 403 (docs/operator-guide.md#roles), a role's refusal (a
 * collector outside the collection, an operator on an administrator's route). Said once here, not on each
 * route.
 */
function withRoleRefusals(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation || (operation as unknown as Record<string, unknown>)[PUBLIC_OPERATION] === true)
        continue;
      operation.responses['403'] ??= {
        description: API_ERROR_WHY[403],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      };
    }
  }
  return document;
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
