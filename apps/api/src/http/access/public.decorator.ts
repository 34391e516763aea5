import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/** Marks public operations in the OpenAPI document: every other one may answer 401 and 403. */
export const PUBLIC_OPERATION = 'x-public';

/** Marks a route reachable without signing in (everything else under /api requires it). */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_OPERATION, true));
