import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponse } from './error.response';

export const API_ERROR_WHY: Readonly<Record<ApiErrorStatus, string>> = {
  400: 'Refused input: the Arabic message names the field',
  401: 'Not signed in',
  403: 'Not allowed: not for your role (FORBIDDEN_FOR_ROLE), administrators only, or the passcode of this screen not verified in this session',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  413: 'Request body too large',
  429: 'Too many attempts: try again later',
};

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** The error answers a route may give, all `{message, code?}` (DomainExceptionFilter). */
export function ApiErrorResponses(...statuses: ApiErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: API_ERROR_WHY[status], type: ErrorResponse }),
    ),
  );
}
